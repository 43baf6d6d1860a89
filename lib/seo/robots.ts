import type { MetadataRoute } from 'next';
import { crawlerDisallowed } from '@/lib/content/pages';

// robots.txt (issue 38 item 4, docs/decisions/0052): a crawler's budget goes to the identifier pages and
// the sitemaps that list them, never to the machine doors that answer the same data as JSON.

/** What crawlers are pointed at: the identifier pages and every sitemap file (the index and its files). */
export const crawlerAllowed = ['/product_scene/', '/sitemap.xml', '/sitemaps/'];

/**
 * The Handle API and the identifier JSON twin: one more URL per identifier each, a million of them at a
 * real node's scale, all of it what the page already says. `/api/` covers them; they are written out so
 * that narrowing `/api/` one day does not open them.
 */
export const machineDoors = ['/api/handles/', '/api/identifier/json/'];

/**
 * The rules. No `Allow: /`: everything is allowed unless disallowed, and Next writes every Allow line of
 * a group before its Disallow lines, so for a crawler that takes the first matching line (Baidu documents
 * that it does) an `Allow: /` would have opened every path. No allowed path begins a disallowed one or
 * the other way round, so the first-match and the longest-match (RFC 9309, Google) readings agree.
 */
export function robotsRules(siteUrl: string): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: '*', allow: crawlerAllowed, disallow: [...crawlerDisallowed, ...machineDoors] }],
    sitemap: new URL('/sitemap.xml', siteUrl).toString(),
  };
}
