import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import container from '@/components/content/container.module.css';
import { JsonLd } from '@/components/content/json-ld';
import { PageBreadcrumbs } from '@/components/content/page-breadcrumbs';
import { HotNews } from '@/components/news/hot-news';
import { NewsArticle } from '@/components/news/news-article';
import { NewsCard, newsCardList } from '@/components/news/news-card';
import { publicConfig } from '@/lib/config/env';
import { hotNews, newsItem, newsItems, relatedNews } from '@/lib/content/news';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { articleLd, breadcrumbLd } from '@/lib/seo/structured-data';
import styles from './news-detail.module.css';

type Props = { params: Promise<{ id: string }> };

// Twelve items, all prerendered; any other id is the site's not-found page with 404.
export const dynamicParams = false;

export function generateStaticParams() {
  return newsItems.map((n) => ({ id: String(n.id) }));
}

async function itemOf(params: Props['params']) {
  const { id } = await params;
  return /^\d+$/.test(id) ? newsItem(Number(id)) : undefined;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const item = await itemOf(params);
  if (!item) return {};
  return pageMetadata({
    title: item.title,
    description: item.des,
    path: `/news/detail/${item.id}`,
    image: '/images/content/og/news.png',
    type: 'article',
    publishedTime: item.time,
    keywords: item.keywords,
  });
}

export default async function NewsDetailPage({ params }: Props) {
  const item = await itemOf(params);
  if (!item) notFound();
  const siteUrl = publicConfig().siteUrl;
  const path = `/news/detail/${item.id}`;
  return (
    <>
      <JsonLd
        data={[
          articleLd(siteUrl, { type: 'NewsArticle', headline: item.title, description: item.des, path, image: '/images/content/og/news.png', datePublished: item.time, keywords: item.keywords, section: item.category }),
          breadcrumbLd(siteUrl, [{ name: '首页', path: '/home' }, { name: '新闻资讯', path: '/news' }, { name: item.title, path }]),
        ]}
      />
      <PageBreadcrumbs trail={[{ label: '首页', href: '/home' }, { label: '新闻资讯', href: '/news' }, { label: item.title }]} />
      <div className={`${container.container} ${container.withAside} ${styles.layout}`}>
        <div className={styles.paper}>
          <NewsArticle item={item} />
        </div>
        <HotNews items={hotNews()} currentId={item.id} />
      </div>
      <section aria-labelledby="related-title" className={`${container.container} ${styles.related}`}>
        <h2 id="related-title">相关推荐</h2>
        <ul className={newsCardList.threeColumns}>
          {relatedNews(item).map((r) => (
            <li key={r.id}>
              <NewsCard item={r} />
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
