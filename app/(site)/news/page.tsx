import type { Metadata } from 'next';
import container from '@/components/content/container.module.css';
import { JsonLd } from '@/components/content/json-ld';
import { PageBanner } from '@/components/content/page-banner';
import { PagedList } from '@/components/content/paged-list';
import { HotNews } from '@/components/news/hot-news';
import { NewsCard, newsCardList } from '@/components/news/news-card';
import { publicConfig } from '@/lib/config/env';
import { hotNews, newsItems, newsPageSize } from '@/lib/content/news';
import { paginate } from '@/lib/content/paging';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { webPageLd } from '@/lib/seo/structured-data';
import styles from './news.module.css';

const description = '工业互联网标识解析行业资讯：政策解读、行业规范发布、二级节点动态与标识应用实践，附规范文档下载。';

export const metadata: Metadata = pageMetadata({
  title: '新闻资讯',
  description,
  path: '/news',
  image: '/images/content/og/news.png',
  keywords: ['标识解析资讯', '工业互联网政策', '编码规范', '二级节点动态'],
});

/** One tab (industry news), four items per page, the page in the URL (001 §2, §9). */
export default function NewsPage() {
  const pages = paginate(newsItems, newsPageSize).map((items, i) => (
    <ul key={i} className={newsCardList.oneColumn}>
      {items.map((item) => (
        <li key={item.id}>
          <NewsCard item={item} layout="row" headingLevel="h2" />
        </li>
      ))}
    </ul>
  ));
  return (
    <>
      <JsonLd data={webPageLd(publicConfig().siteUrl, '新闻资讯', description, '/news')} />
      <PageBanner title="新闻资讯" text="政策解读、标准规范与节点动态，第一时间了解标识解析产业进展" image="/images/content/banners/page-violet.svg" />
      <div className={`${container.container} ${container.withAside} ${styles.layout}`}>
        <div>
          <div role="tablist" aria-label="资讯分类" className={styles.tabs}>
            <button type="button" role="tab" id="news-tab-0" aria-selected="true" aria-controls="news-panel-0" className={styles.tab}>
              行业资讯
            </button>
          </div>
          <div role="tabpanel" id="news-panel-0" aria-labelledby="news-tab-0">
            <PagedList id="news-list" pages={pages} basePath="/news" label="资讯分页" />
          </div>
        </div>
        <HotNews items={hotNews()} />
      </div>
    </>
  );
}
