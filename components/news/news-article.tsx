import { Tag } from '@/components/content/tag';
import type { NewsItem } from '@/lib/content/types';
import styles from './news-article.module.css';
import { NewsDocuments } from './news-documents';

/** The item itself: title, category, time, source, body and its documents (001 §2). */
export function NewsArticle({ item }: { item: NewsItem }) {
  return (
    <article aria-labelledby="news-title">
      <h1 id="news-title" className={styles.title}>
        {item.title}
      </h1>
      <div className={styles.meta}>
        <Tag>{item.category}</Tag>
        <time dateTime={item.time}>{item.time}</time>
        <span>来源：{item.source}</span>
      </div>
      <p className={styles.summary}>{item.des}</p>
      {/* HTML written for this project (lib/content/news), checked by content.test.ts to hold only plain
          text tags and site-relative links. Never pass vendor or user HTML here. */}
      <div className={styles.body} dangerouslySetInnerHTML={{ __html: item.content }} />
      <NewsDocuments documents={item.documents} />
    </article>
  );
}
