/** A content page as its sitemap lists it (lib/content/sitemap-entries.ts). */
export interface ContentEntry {
  url: string;
  lastModified?: string | Date;
}

const lastmodOf = (entry: ContentEntry): string =>
  entry.lastModified instanceof Date ? entry.lastModified.toISOString() : (entry.lastModified ?? '');

/**
 * The pages new to an engine or whose lastmod moved since they were last queued for it, each with its
 * lastmod to record. A page without a date goes once, when first seen: a date missing now (the gateway
 * did not answer for the marketplace's) is no change.
 */
export function changedContent(entries: readonly ContentEntry[], queued: ReadonlyMap<string, string>): Record<string, string> {
  const changed: Record<string, string> = {};
  for (const entry of entries) {
    const lastmod = lastmodOf(entry);
    const before = queued.get(entry.url);
    if (before === undefined || (lastmod !== '' && lastmod !== before)) changed[entry.url] = lastmod;
  }
  return changed;
}
