import { Suspense, type ReactNode } from 'react';
import { PagedList } from './paged-list';
import { UrlPager } from './url-pager';

interface PagedSectionProps {
  pages: ReactNode[];
  basePath: string;
  label: string;
}

/**
 * A paged list on a prerendered page. The server cannot read `?page=`, so the HTML carries page 1 with
 * its pager (what crawlers and first paint see); in the browser PagedList reads the URL and shows the
 * page it names. Every page has the same card sizes, so swapping one for another shifts nothing.
 */
export function PagedSection({ pages, basePath, label }: PagedSectionProps) {
  return (
    <Suspense
      fallback={
        <>
          {pages[0]}
          <UrlPager page={1} count={pages.length} basePath={basePath} label={label} />
        </>
      }
    >
      <PagedList pages={pages} basePath={basePath} label={label} />
    </Suspense>
  );
}
