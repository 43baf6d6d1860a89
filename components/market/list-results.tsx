'use client';
import { usePathname } from 'next/navigation';
import type { ReactNode } from 'react';
import { usePendingNavigation } from '@/components/layout/use-pending-navigation';
import styles from './list-results.module.css';

/**
 * The list's results, dimmed and marked busy while another list (a search, a filter, a sort, a page) is on
 * its way: what is shown is not yet the answer to what was asked. Going to another screen leaves it as it is.
 */
export function ListResults({ label, className, children }: { label: string; className?: string; children: ReactNode }) {
  const pathname = usePathname();
  const pending = usePendingNavigation();
  const replacing = pending !== null && pending.path === pathname;
  return (
    <section aria-label={label} aria-busy={replacing || undefined} className={[className, styles.results, replacing ? styles.replacing : ''].filter(Boolean).join(' ')}>
      {children}
    </section>
  );
}
