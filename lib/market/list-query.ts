import { z } from 'zod';

// The list screen's state (001 §2, §4, §9) lives in the URL query, so a filtered list can be shared,
// reloaded and crawled. Anything outside its set is dropped, never an error: a shared or hand-edited
// URL always opens a list.

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

type Params = Record<string, string | string[] | undefined>;

const first = (v: unknown) => (Array.isArray(v) ? v[0] : v);
const id = z.preprocess(first, z.coerce.number().int().min(1).max(2_147_483_647)).optional().catch(undefined);

const schema = z.object({
  name: z.preprocess(first, z.string()).catch('').transform((s) => s.trim().slice(0, maxNameLength).trim()),
  l1: id,
  l2: id,
  l3: id,
  source: z.preprocess(first, z.enum(['0', '1'])).optional().catch(undefined).transform((s) => (s === undefined ? undefined : (Number(s) as 0 | 1))),
  sort: z.preprocess(first, z.enum(['time', 'price'])).optional().catch(undefined),
  order: z.preprocess(first, z.enum(['asc', 'desc'])).catch('asc'),
  page: z
    .preprocess(first, z.coerce.number())
    .catch(1)
    .transform((n) => (Number.isFinite(n) ? Math.min(maxPage, Math.max(1, Math.trunc(n))) : 1)),
  size: z
    .preprocess(first, z.coerce.number())
    .catch(defaultPageSize)
    .transform((n) => ((pageSizes as readonly number[]).includes(n) ? n : defaultPageSize)),
});

/** The query of `/application/list` as the page's state; bad values fall back to their defaults. */
export function parseListQuery(params: Params): ListQuery {
  const q = schema.parse(params);
  return {
    name: q.name,
    l1: q.l1,
    // A deeper level without the one above it is kept: 'unlimited' above still allows a choice below.
    l2: q.l2,
    l3: q.l3,
    source: q.source,
    sort: q.sort,
    order: q.sort ? q.order : 'asc',
    page: q.page,
    size: q.size,
  };
}

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
  return s ? `/application/list?${s}` : '/application/list';
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
