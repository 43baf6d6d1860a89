import { and, asc, gt, lte, sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../db/client';
import { identifiers } from '../db/schema';
import { beijingTime } from './detail';

// The identifiers as sitemaps list them (issue 38, docs/decisions/0050): in the primary key's order,
// read by key range so that a page deep into a million rows costs what the first one does.

export interface SitemapPageQuery {
  after?: string;
  through?: string;
  limit: number;
}

/** One page in key order: `where identifier > after and identifier <= through order by identifier limit n`, a range scan of the primary key. */
export async function sitemapPage(db: Db, { after, through, limit }: SitemapPageQuery) {
  // The time is written by the database, as the detail's beijingTime writes it: formatting 50,000 dates
  // with Intl in the process cost most of a file's 0.7 s at a million rows.
  const items = await db
    .select({ identifier: identifiers.identifier, updateTime: sql<string>`to_char(${identifiers.updatedAt} at time zone 'Asia/Shanghai', 'YYYY-MM-DD HH24:MI:SS')` })
    .from(identifiers)
    .where(and(after === undefined ? undefined : gt(identifiers.identifier, after), through === undefined ? undefined : lte(identifiers.identifier, through)))
    .orderBy(asc(identifiers.identifier))
    .limit(limit);
  // A full page may have a successor; a short one is the last. (A full last page costs one empty call more.)
  return { items, next: items.length === limit ? items[items.length - 1].identifier : null };
}

interface FileRow {
  first: string;
  last: string;
  count: number | string;
  newest: string;
}

/** How old the files' bounds may be before they are worked out again, behind the answer. */
export const sitemapFilesMaxAgeMs = 5 * 60_000;

type Files = Awaited<ReturnType<typeof computeSitemapFiles>>;
// Per database (tests open several) and file size: one pass per gateway process every 5 minutes at most,
// however many portals ask (each also keeps the answer 5 minutes), the last bounds answered meanwhile.
const kept = new WeakMap<Db, Map<number, { files?: Files; at?: number; working?: Promise<Files> }>>();

/** The sitemap files' bounds: worked out on the first call, then at most every 5 minutes and never in the way. */
export async function sitemapFiles(db: Db, size: number, now: Date): Promise<Files> {
  const bySize = kept.get(db) ?? new Map();
  kept.set(db, bySize);
  const entry = bySize.get(size) ?? {};
  bySize.set(size, entry);
  const work = () =>
    (entry.working ??= computeSitemapFiles(db, size)
      .then((files) => {
        entry.files = files;
        entry.at = now.getTime();
        return files;
      })
      .finally(() => (entry.working = undefined)));
  if (!entry.files) return work();
  if (now.getTime() - entry.at! >= sitemapFilesMaxAgeMs) work().catch(() => undefined);
  return entry.files;
}

/**
 * The sitemap files: every run of `size` identifiers in key order, numbered from 0, with its first and
 * last key, its count and its newest update. One statement, one pass over the table in key order: at
 * 1,000,010 rows 9.7 s on this project's loaded 2-core machine (EXPLAIN ANALYZE; the primary key's index
 * scan is 7 s of it), which is why it is kept here and in each portal, and never waited for but once.
 */
export async function computeSitemapFiles(db: Db, size: number) {
  const result = await db.execute(sql`
    select min(identifier) as first, max(identifier) as last, count(*) as count, to_char(max(updated_at) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as newest
    from (select identifier, updated_at, (row_number() over (order by identifier) - 1) / ${size}::int as file from identifiers) numbered
    group by file
    order by file`);
  return rowsOf<FileRow>(result).map((r) => ({ first: r.first, last: r.last, count: Number(r.count), updateTime: beijingTime(new Date(r.newest)) }));
}
