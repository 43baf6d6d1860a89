import NextLink from 'next/link';
import type { NewsItem } from '@/lib/content/types';
import styles from './hot-news.module.css';

/** The hot list (001 §2: six items), ranked. */
export function HotNews({ items, currentId }: { items: NewsItem[]; currentId?: number }) {
  return (
    <aside aria-labelledby="hot-news-title" className={styles.hot}>
      <h2 id="hot-news-title">热门资讯</h2>
      <ol className={styles.list}>
        {items.map((item, i) => (
          <li key={item.id} className={styles.item}>
            <span aria-hidden className={i < 3 ? `${styles.rank} ${styles.top}` : styles.rank}>
              {i + 1}
            </span>
            <span className={styles.text}>
              <NextLink href={`/news/detail/${item.id}`} aria-current={item.id === currentId ? 'page' : undefined} className={styles.link}>
                {item.title}
              </NextLink>
              <time dateTime={item.time} className={styles.time}>
                {item.time}
              </time>
            </span>
          </li>
        ))}
      </ol>
    </aside>
  );
}
