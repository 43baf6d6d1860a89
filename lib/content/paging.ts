/** Splits a list into pages of `size`; an empty list is one empty page, so a pager always has a page 1. */
export function paginate<T>(items: readonly T[], size: number): T[][] {
  const pages: T[][] = [];
  for (let i = 0; i < items.length; i += size) pages.push(items.slice(i, i + size));
  return pages.length ? pages : [[]];
}

/** `?page=` as a page number in 1..count; anything else (missing, 0, 'abc', 99) is the nearest valid page. */
export function pageFromParam(value: string | null | undefined, count: number): number {
  const n = Number.parseInt(value ?? '', 10);
  if (!Number.isFinite(n) || n < 1) return 1;
  return Math.min(n, Math.max(1, count));
}

/** The URL of a page: page 1 is the bare list address, so it has one canonical form. */
export function pageHref(basePath: string, page: number): string {
  return page <= 1 ? basePath : `${basePath}?page=${page}`;
}
