import { marketListPath } from '@/lib/routes';

// The list screen's state (001 §2, §4, §9) lives in the URL query, so a filtered list can be shared,
// reloaded and crawled. Anything outside its set is dropped, never an error: a shared or hand-edited
// URL always opens a list. Reading it (parse-list-query.ts, with zod) happens on the server; this
// module's helpers also run in the browser, so it imports no zod.

export const pageSizes = [6, 9, 12, 18, 36] as const;
export const defaultPageSize = 9;
/** The gateway's search accepts pages up to 100000; more is a typo or a probe. */
export const maxPage = 100_000;
/** The search text is cut here; a 10 kB paste is not a name. */
export const maxNameLength = 50;

export type SortKey = 'time' | 'price';
export type SortOrder = 'asc' | 'desc';

export interface ListQuery {
  name: string;
  l1?: number;
  l2?: number;
  l3?: number;
  /** 1 in-house, 0 ecosystem partners. */
  source?: 0 | 1;
  sort?: SortKey;
  /** Up (asc) unless asked otherwise. */
  order: SortOrder;
  page: number;
  size: number;
}

export const emptyQuery: ListQuery = { name: '', order: 'asc', page: 1, size: defaultPageSize };

/** The URL of a list state, defaults left out, so one list has one address. */
export function listHref(q: ListQuery): string {
  const p = new URLSearchParams();
  if (q.name) p.set('name', q.name);
  if (q.l1 !== undefined) p.set('l1', String(q.l1));
  if (q.l2 !== undefined) p.set('l2', String(q.l2));
  if (q.l3 !== undefined) p.set('l3', String(q.l3));
  if (q.source !== undefined) p.set('source', String(q.source));
  if (q.sort) {
    p.set('sort', q.sort);
    if (q.order === 'desc') p.set('order', 'desc');
  }
  if (q.page > 1) p.set('page', String(q.page));
  if (q.size !== defaultPageSize) p.set('size', String(q.size));
  const s = p.toString();
  return marketListPath(s);
}

/** A changed list state: any change but the page itself starts again from page 1. */
export function withChange(q: ListQuery, change: Partial<ListQuery>): ListQuery {
  return { ...q, page: 1, ...change };
}

/**
 * The sort links: choosing the other sort starts it up (001 §4 default), choosing the current one
 * turns it the other way.
 */
export function sortChange(q: ListQuery, key: SortKey): Partial<ListQuery> {
  return { sort: key, order: q.sort === key && q.order === 'asc' ? 'desc' : 'asc' };
}

/** The gateway's search body for a state and its effective classification. */
export function searchBody(q: ListQuery, classifyId: number | undefined, page = q.page) {
  return {
    current: page,
    size: q.size,
    ...(classifyId !== undefined ? { productClassifyId: classifyId } : {}),
    ...(q.source !== undefined ? { appOriginal: q.source } : {}),
    ...(q.sort === 'time' ? { sortSellTime: q.order } : {}),
    ...(q.sort === 'price' ? { sortPrice: q.order } : {}),
    ...(q.name ? { name: q.name } : {}),
  };
}

/** The last page of `total` records, at least 1. */
export function lastPage(total: number, size: number): number {
  return Math.max(1, Math.ceil(total / size));
}
