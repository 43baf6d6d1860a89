'use client';
import usePagination from '@mui/material/usePagination';
import type { MouseEvent } from 'react';
import { ShellIcon } from '@/components/layout/shell-icons';
import styles from './pager.module.css';

interface PageLinksProps {
  page: number;
  count: number;
  href: (page: number) => string;
  /** A plain click on a page link (modifier clicks keep opening new tabs and windows). */
  onNavigate: (page: number) => void;
}

/** What a page link says to a screen reader: MUI's Chinese wording, which the pagers used before. */
export function pageLinkLabel(type: 'page' | 'previous' | 'next', page: number, selected: boolean): string {
  if (type === 'previous') return '转到上一页';
  if (type === 'next') return '转到下一页';
  return selected ? `第 ${page} 页` : `转到第 ${page} 页`;
}

/**
 * Page links that are real links (crawlers follow them, people share them or open them in a new tab).
 * MUI's pagination hook chooses the pages shown; the markup is plain, with no Emotion styles.
 */
export function PageLinks({ page, count, href, onNavigate }: PageLinksProps) {
  const { items } = usePagination({ page, count, siblingCount: 1 });

  const onClick = (event: MouseEvent<HTMLAnchorElement>, target: number) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    onNavigate(target);
  };

  return (
    <ul className={styles.pages}>
      {items.map((item, i) => {
        if (item.type !== 'page' && item.type !== 'previous' && item.type !== 'next') {
          return (
            <li key={`gap-${i}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          );
        }
        const target = item.page ?? 1;
        const content = item.type === 'page' ? target : <ShellIcon name={item.type === 'previous' ? 'chevronLeft' : 'chevronRight'} />;
        return (
          <li key={`${item.type}-${target}`}>
            {item.disabled ? (
              // Nothing to go to: shown for the pager's shape, skipped by screen readers.
              <span className={`${styles.item} ${styles.disabled}`} aria-hidden="true">
                {content}
              </span>
            ) : (
              <a
                href={href(target)}
                className={item.selected ? `${styles.item} ${styles.selected}` : styles.item}
                aria-label={pageLinkLabel(item.type, target, item.selected)}
                aria-current={item.selected ? 'page' : undefined}
                onClick={(e) => onClick(e, target)}
              >
                {content}
              </a>
            )}
          </li>
        );
      })}
    </ul>
  );
}
