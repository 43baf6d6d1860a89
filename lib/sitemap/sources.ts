import 'server-only';
import { contract } from '@/core/contract';
import { publicConfig } from '@/lib/config/env';
import { productEntries, staticEntries } from '@/lib/content/sitemap-entries';
import { call } from '@/lib/gateway/client';
import { sitemapDoors, type IdentifierSource } from './doors';
import { identifierFileSize } from './identifier-file';
import { knownIdentifiers, noteSitemapCalls } from './known/portal';
import { knownSource } from './known/store';
import { keptFor } from './memo';
import { recentIdentifierChange } from './recent-change';
import { toUrlEntry } from './xml';

/** How long a portal keeps the identifier files' boundaries before it asks the gateway again (one pass over the table). */
export const boundariesTtlMs = 5 * 60_000;

const files = keptFor(async () => {
  const result = await call(contract.identifier.sitemapFiles, { size: identifierFileSize });
  // Whether this portal keeps the identifiers it hears of follows the gateway's answer (lib/sitemap/known).
  if (result.ok || result.error.status === 404) noteSitemapCalls(result.ok);
  return result.ok ? { ok: true as const, data: result.data.files } : result;
}, boundariesTtlMs);

let known: IdentifierSource | undefined;

/** The known identifiers as files and pages; their bounds kept as long as the gateway's (a pass over the store). */
function knownFiles(): IdentifierSource | undefined {
  if (known) return known;
  const store = knownIdentifiers()?.store;
  if (!store) return undefined;
  const source = knownSource(store, identifierFileSize);
  known = { files: keptFor(source.files, boundariesTtlMs), page: source.page };
  return known;
}

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
    // A provider's gateway without the sitemap calls: the identifiers this portal resolved or was told of.
    known: knownFiles(),
  });
}
