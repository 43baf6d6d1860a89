import { ActionLink } from '@/components/actions/action-link';
import { ContentSection } from '@/components/content/content-section';
import { NewsCard, newsCardList } from '@/components/news/news-card';
import { homeNewsCount, newsItems } from '@/lib/content/news';
import styles from './home-blocks.module.css';

/** Industry news: the first 3 items (000 §2, §9). */
export function HomeNews() {
  return (
    <ContentSection id="home-news" title="行业资讯" subtitle="政策解读、标准发布与节点动态">
      <ul className={newsCardList.threeColumns}>
        {newsItems.slice(0, homeNewsCount).map((item) => (
          <li key={item.id}>
            <NewsCard item={item} />
          </li>
        ))}
      </ul>
      <div className={styles.centered}>
        <ActionLink href="/news" variant="outlined">
          更多资讯
        </ActionLink>
      </div>
    </ContentSection>
  );
}
