import type { Result } from '@/lib/gateway/result';
import type { ReadPage, SitemapFile, SitemapPageQuery } from '../identifier-file';

// The identifiers this portal knows to answer 200, with when each last changed: the identifier sitemaps
// of a provider's gateway that lacks the two sitemap calls (docs/decisions/0055). Two stores answer the
// same questions in the same key order: Redis with REDIS_URL (./redis-store.ts), else a file of DATA_DIR
// (./file-store.ts). Identifiers are ASCII (core/contract/identifier.ts), so JavaScript's string order
// is Redis's byte order.

export interface KnownTime {
  identifier: string;
  /** When its data last changed, in ms since 1970: the detail's updateTime, else when first heard of. */
  time: number;
}

/** One flush of the recorder: each identifier in one list at most. */
export interface KnownBatch {
  /** Known now with this time, whatever was known before. */
  set: KnownTime[];
  /** Known now; one known already keeps its time. */
  add: KnownTime[];
  /** No longer listed: its page answers 404. */
  remove: string[];
}

export interface KnownStore {
  apply(batch: KnownBatch): Promise<void>;
  /** After `after` (excluded) through `through` (included), in key order, at most `limit`. */
  page(query: SitemapPageQuery): Promise<KnownTime[]>;
  /** Every run of `size` identifiers in key order: its first, last, count and newest time. */
  files(size: number): Promise<SitemapFile[]>;
  /** How many are known. */
  count(): Promise<number>;
  close(): Promise<void>;
}

/** A time as the sitemap's readers take a gateway's (ISO 8601 in UTC, to the second). */
export const updateTimeOf = (time: number) => new Date(time).toISOString().replace(/\.\d{3}Z$/, 'Z');

/** The files' bounds, worked out in one pass over the identifiers in key order. */
export function fileBounds(size: number) {
  const files: SitemapFile[] = [];
  let current: { first: string; last: string; count: number; newest: number } | undefined;
  const close = () => {
    if (current) files.push({ first: current.first, last: current.last, count: current.count, updateTime: updateTimeOf(current.newest) });
    current = undefined;
  };
  return {
    take({ identifier, time }: KnownTime): void {
      current ??= { first: identifier, last: identifier, count: 0, newest: time };
      current.last = identifier;
      current.count += 1;
      current.newest = Math.max(current.newest, time);
      if (current.count === size) close();
    },
    files(): SitemapFile[] {
      close();
      return files;
    },
  };
}

/** The store as the sitemap doors read a gateway: the files' bounds and the pages of a file, as Results. */
export function knownSource(store: KnownStore, size: number): { files: () => Promise<Result<SitemapFile[]>>; page: ReadPage } {
  const failed = (call: string) => (error: unknown) => ({ ok: false as const, error: { kind: 'network' as const, call, message: error instanceof Error ? error.message : String(error) } });
  return {
    files: () => store.files(size).then((files) => ({ ok: true as const, data: files }), failed('known identifiers: files')),
    page: (query) =>
      store.page(query).then((rows) => {
        const items = rows.map((row) => ({ identifier: row.identifier, updateTime: updateTimeOf(row.time) }));
        return { ok: true as const, data: { items, next: items.length === query.limit ? items[items.length - 1].identifier : null } };
      }, failed('known identifiers: page')),
  };
}
