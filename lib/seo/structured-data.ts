import type { JsonLdNode } from './json-ld';
import { siteName } from './site';

// schema.org nodes for the content pages. URLs are absolute: JSON-LD has no base URL.

const publisher = (siteUrl: string): JsonLdNode => ({
  '@type': 'Organization',
  name: siteName,
  url: `${siteUrl}/home`,
  logo: { '@type': 'ImageObject', url: `${siteUrl}/images/content/og/logo.png` },
});

export function absolute(siteUrl: string, path: string): string {
  return new URL(path, siteUrl).toString();
}

export interface ArticleInput {
  type: 'NewsArticle' | 'Article';
  headline: string;
  description: string;
  path: string;
  image: string;
  datePublished: string;
  dateModified?: string;
  keywords?: string[];
  section?: string;
}

/** NewsArticle for a news item, Article for a solution or a case. */
export function articleLd(siteUrl: string, a: ArticleInput): JsonLdNode {
  const url = absolute(siteUrl, a.path);
  return {
    '@context': 'https://schema.org',
    '@type': a.type,
    headline: a.headline,
    description: a.description,
    url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    image: [absolute(siteUrl, a.image)],
    datePublished: a.datePublished,
    dateModified: a.dateModified ?? a.datePublished,
    inLanguage: 'zh-CN',
    keywords: a.keywords?.join(','),
    articleSection: a.section,
    author: publisher(siteUrl),
    publisher: publisher(siteUrl),
  };
}

/** The organisation behind the site: home and introduction pages. */
export function organizationLd(siteUrl: string, description: string): JsonLdNode {
  return { '@context': 'https://schema.org', ...publisher(siteUrl), description };
}

/** A plain page with a name and a description: list pages, ecosystem, identification. */
export function webPageLd(siteUrl: string, name: string, description: string, path: string): JsonLdNode {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebPage',
    name,
    description,
    url: absolute(siteUrl, path),
    inLanguage: 'zh-CN',
    isPartOf: { '@type': 'WebSite', name: siteName, url: absolute(siteUrl, '/home') },
  };
}

/** Breadcrumbs from the home page down to the current page. */
export function breadcrumbLd(siteUrl: string, trail: { name: string; path: string }[]): JsonLdNode {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((t, i) => ({ '@type': 'ListItem', position: i + 1, name: t.name, item: absolute(siteUrl, t.path) })),
  };
}
