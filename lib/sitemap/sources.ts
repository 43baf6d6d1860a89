import 'server-only';
import { contract } from '@/core/contract';
import { publicConfig } from '@/lib/config/env';
import { productEntries, staticEntries } from '@/lib/content/sitemap-entries';
import { call } from '@/lib/gateway/client';
import { sitemapDoors } from './doors';
import { identifierFileSize } from './identifier-file';
import { keptFor } from './memo';
import { recentIdentifierChange } from './recent-change';
import { toUrlEntry } from './xml';

/** How long a portal keeps the identifier files' boundaries before it asks the gateway again (one pass over the table). */
export const boundariesTtlMs = 5 * 60_000;

const files = keptFor(async () => {
  const result = await call(contract.identifier.sitemapFiles, { size: identifierFileSize });
  return result.ok ? { ok: true as const, data: result.data.files } : result;
}, boundariesTtlMs);

/** The sitemaps as this portal answers them: its content, and the gateway's products and identifiers. */
export function portalSitemaps() {
  const { siteUrl } = publicConfig();
  return sitemapDoors({
    siteUrl,
    files,
    page: (query) => call(contract.identifier.sitemapPage, query),
    pages: () => staticEntries(siteUrl).map(toUrlEntry),
    // A gateway failure leaves out the products; the marketplace's own pages are always there.
    products: async () => (await productEntries(siteUrl).catch(() => [])).map(toUrlEntry),
    // Until the boundaries were surely read again after it (kept 5 minutes, refreshed behind the answer).
    recentChange: () => recentIdentifierChange(2 * boundariesTtlMs),
  });
}
