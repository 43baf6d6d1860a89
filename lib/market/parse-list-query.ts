import { z } from 'zod';
import { defaultPageSize, maxNameLength, maxPage, pageSizes, type ListQuery } from './list-query';

// The list page's query read on the server (001 §2, §4, §9). Apart from list-query.ts, whose helpers the
// browser loads too: a module-level zod schema there put 27 kB of zod into the list's first load.

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

