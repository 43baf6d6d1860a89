'use client';
import { useSearchParams } from 'next/navigation';
import type { ReactNode } from 'react';
import { pageFromParam } from '@/lib/content/paging';
import { UrlPager } from './url-pager';

interface PagedListProps {
  /** Each page already rendered on the server. */
  pages: ReactNode[];
  basePath: string;
  label: string;
}

/** Shows the page the URL names. Rendered only in the browser; the server sends page 1 (paged-section.tsx). */
export function PagedList({ pages, basePath, label }: PagedListProps) {
  const page = pageFromParam(useSearchParams().get('page'), pages.length);
  return (
    <>
      {pages[page - 1]}
      <UrlPager page={page} count={pages.length} basePath={basePath} label={label} />
    </>
  );
}
