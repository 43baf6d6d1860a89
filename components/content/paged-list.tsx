'use client';
import type { ReactNode } from 'react';
import { UrlPager } from './url-pager';
import { useUrlPage } from './use-url-page';

interface PagedListProps {
  /** Each page already rendered on the server. */
  pages: ReactNode[];
  basePath: string;
  label: string;
  /** An id for the list's top, where a page change scrolls back to. */
  id: string;
}

/**
 * A paged list on a prerendered page: the server HTML holds page 1 with its pager (what crawlers and
 * the first paint see); in the browser the page the URL names is shown. Every page has the same card
 * sizes, so swapping one for another shifts nothing.
 */
export function PagedList({ pages, basePath, label, id }: PagedListProps) {
  const page = useUrlPage(pages.length);
  return (
    <div id={id} style={{ scrollMarginTop: 88 }}>
      {pages[page - 1]}
      <UrlPager page={page} count={pages.length} basePath={basePath} label={label} anchorId={id} />
    </div>
  );
}
