'use client';
import { PageJump } from '@/components/pager/page-jump';
import { PageLinks } from '@/components/pager/page-links';
import styles from '@/components/pager/pager.module.css';
import { pageHref } from '@/lib/content/paging';
import { goToPage } from './use-url-page';

interface UrlPagerProps {
  page: number;
  count: number;
  basePath: string;
  label: string;
  /** The list's top: shown again after a page change. */
  anchorId: string;
}

/**
 * The pager of a prerendered content list: page links (`/news?page=2`) and a quick jump (001 §2). A
 * plain click changes the page in place, without a request.
 */
export function UrlPager({ page, count, basePath, label, anchorId }: UrlPagerProps) {
  if (count <= 1) return null;
  const go = (n: number) => {
    goToPage(pageHref(basePath, n));
    document.getElementById(anchorId)?.scrollIntoView({ block: 'start' });
  };
  return (
    <nav aria-label={label} className={styles.pager}>
      <PageLinks page={page} count={count} href={(n) => pageHref(basePath, n)} onNavigate={go} />
      <PageJump count={count} onJump={go} />
    </nav>
  );
}
