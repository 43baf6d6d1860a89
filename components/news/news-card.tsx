import Image from 'next/image';
import NextLink from 'next/link';
import type { NewsItem } from '@/lib/content/types';
import styles from './news-card.module.css';

interface NewsCardProps {
  item: NewsItem;
  /** 'row' in the news list (picture left from sm up), 'column' in the home teaser and related items. */
  layout?: 'row' | 'column';
  headingLevel?: 'h2' | 'h3';
}

/** Class names of a list of news cards: one column, or three from md up. */
export const newsCardList = { oneColumn: styles.list, threeColumns: `${styles.list} ${styles.threeColumns}` };

/** One news item as a card: picture, date, title, summary; the whole card links to the item. */
export function NewsCard({ item, layout = 'column', headingLevel: Heading = 'h3' }: NewsCardProps) {
  return (
    <article className={layout === 'row' ? `${styles.card} ${styles.row}` : styles.card}>
      <NextLink href={`/news/detail/${item.id}`} className={styles.link}>
        <div className={styles.picture}>
          <Image src={item.imgUrl} alt="" width={480} height={300} />
        </div>
        <div className={styles.body}>
          <time dateTime={item.time} className={styles.meta}>
            {item.time} · {item.category}
          </time>
          <Heading className={styles.title}>{item.title}</Heading>
          <p className={styles.summary}>{item.des}</p>
        </div>
      </NextLink>
    </article>
  );
}
