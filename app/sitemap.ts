import type { MetadataRoute } from 'next';
import { publicConfig } from '@/lib/config/env';
import { identifierEntries, productEntries, staticEntries } from '@/lib/content/sitemap-entries';

// Built per request: the absolute URLs come from SITE_URL at run time, not at build time, and the
// marketplace changes without a rebuild. Only crawlers ask, rarely.
export const dynamic = 'force-dynamic';

/** Every content page, news item, solution, case, marketplace product and demo identifier. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const { siteUrl } = publicConfig();
  // A gateway failure leaves out what it would have listed; the content pages are always there.
  const [products, identifiers] = await Promise.all([productEntries(siteUrl).catch(() => []), identifierEntries(siteUrl).catch(() => [])]);
  return [...staticEntries(siteUrl), ...products, ...identifiers];
}
