import type { Metadata } from 'next';
import { siteName } from './site';

export interface PageSeo {
  title: string;
  description: string;
  /** Site-relative, e.g. '/news/detail/3'; the layout's metadataBase makes it absolute. */
  path: string;
  /** Another page that shows the same thing and is the one to index (the product page for its marketing page). */
  canonical?: string;
  /** A 1200×630 PNG under /images/content/og/. */
  image?: string;
  type?: 'website' | 'article';
  publishedTime?: string;
  modifiedTime?: string;
  keywords?: string[];
  /** Use the title as is, without the ' - site name' suffix (the home page). */
  absoluteTitle?: boolean;
}

export const defaultOgImage = '/images/content/og/site.png';
const maxDescription = 150;

/** Search engines cut descriptions near 150 Chinese characters; cut on our side, with an ellipsis. */
export function clipDescription(text: string, max = maxDescription): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1)}…`;
}

/**
 * One page's metadata: its own title, description, canonical URL and Open Graph card. Open Graph is
 * replaced, not merged, by Next, so the site-wide fields are repeated here.
 */
export function pageMetadata(seo: PageSeo): Metadata {
  const description = clipDescription(seo.description);
  const image = seo.image ?? defaultOgImage;
  const ogTitle = seo.absoluteTitle ? seo.title : `${seo.title} - ${siteName}`;
  const canonical = seo.canonical ?? seo.path;
  return {
    title: seo.absoluteTitle ? { absolute: seo.title } : seo.title,
    description,
    keywords: seo.keywords,
    alternates: { canonical },
    openGraph: {
      title: ogTitle,
      description,
      url: canonical,
      siteName,
      locale: 'zh_CN',
      type: seo.type ?? 'website',
      images: [{ url: image, width: 1200, height: 630, alt: seo.title }],
      ...(seo.type === 'article' ? { publishedTime: seo.publishedTime, modifiedTime: seo.modifiedTime } : {}),
    },
    // Card images carry their text alternative too (og:image:alt, twitter:image:alt).
    twitter: { card: 'summary_large_image', title: ogTitle, description, images: [{ url: image, alt: seo.title }] },
  };
}
