// The sitemaps.org 0.9 documents (https://www.sitemaps.org/protocol.html), written as text: a urlset of at
// most 50,000 URLs and 50 MB, and the index that lists the urlsets. Strings only, so a urlset can be
// streamed a page at a time (./identifier-file.ts) and nothing here holds more than one page.
import type { MetadataRoute } from 'next';

export const sitemapNamespace = 'http://www.sitemaps.org/schemas/sitemap/0.9';
/** At most this many URLs in one urlset, and sitemaps in one index (sitemaps.org). */
export const sitemapUrlLimit = 50_000;

export const xmlDeclaration = '<?xml version="1.0" encoding="UTF-8"?>\n';
export const urlsetOpen = `${xmlDeclaration}<urlset xmlns="${sitemapNamespace}">\n`;
export const urlsetClose = '</urlset>\n';

export type ChangeFrequency = 'always' | 'hourly' | 'daily' | 'weekly' | 'monthly' | 'yearly' | 'never';

export interface UrlEntry {
  /** An absolute URL, already percent-encoded where its path needs it (identifierPath does). */
  loc: string;
  lastmod?: Date | string;
  changefreq?: ChangeFrequency;
  priority?: number;
}

/** An entry as the content's lists give it (Next's sitemap entry type). */
export const toUrlEntry = (e: MetadataRoute.Sitemap[number]): UrlEntry => ({ loc: e.url, lastmod: e.lastModified, changefreq: e.changeFrequency, priority: e.priority });

export interface SitemapRef {
  loc: string;
  lastmod?: Date | string;
}

const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** Text for an element's content: the five entities sitemaps.org asks for escaped. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => entities[c]);
}

/**
 * A W3C datetime (https://www.w3.org/TR/NOTE-datetime) as the XSD's lastmod takes it: a day as given
 * ('2024-06-01'), any other time to the second in UTC ('2026-01-15T02:32:08Z'). Undefined for what is
 * no date: a lastmod is left out rather than invented.
 */
export function w3cDatetime(value: Date | string | undefined): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return undefined;
  return `${date.toISOString().slice(0, 19)}Z`;
}

function optional(name: string, value: string | undefined): string {
  return value === undefined ? '' : `<${name}>${value}</${name}>`;
}

export function urlElement({ loc, lastmod, changefreq, priority }: UrlEntry): string {
  const rank = priority === undefined ? undefined : Math.min(1, Math.max(0, priority)).toFixed(1);
  return `<url><loc>${escapeXml(loc)}</loc>${optional('lastmod', w3cDatetime(lastmod))}${optional('changefreq', changefreq)}${optional('priority', rank)}</url>\n`;
}

/** A whole urlset, for lists that are small by nature (the content pages and products). */
export function urlset(entries: UrlEntry[]): string {
  if (entries.length > sitemapUrlLimit) throw new RangeError(`a sitemap holds at most ${sitemapUrlLimit} URLs, not ${entries.length}`);
  return `${urlsetOpen}${entries.map(urlElement).join('')}${urlsetClose}`;
}

/** The sitemap index: where each sitemap is and when it last changed. */
export function sitemapIndex(sitemaps: SitemapRef[]): string {
  if (sitemaps.length > sitemapUrlLimit) throw new RangeError(`a sitemap index lists at most ${sitemapUrlLimit} sitemaps, not ${sitemaps.length}`);
  const items = sitemaps.map(({ loc, lastmod }) => `<sitemap><loc>${escapeXml(loc)}</loc>${optional('lastmod', w3cDatetime(lastmod))}</sitemap>\n`);
  return `${xmlDeclaration}<sitemapindex xmlns="${sitemapNamespace}">\n${items.join('')}</sitemapindex>\n`;
}
