'use client';
import usePagination from '@mui/material/usePagination';
import { useId, useState, type FormEvent, type MouseEvent } from 'react';
import { actionClass } from '@/components/actions/action-class';
import { pageHref } from '@/lib/content/paging';
import { ShellIcon } from '@/components/layout/shell-icons';
import styles from './url-pager.module.css';
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
 * Page links that are real links (`/news?page=2`: crawlers follow them, people can share or open them
 * in a new tab) and a quick jump (001 §2). A plain click changes the page in place. MUI's pagination
 * hook picks the pages shown; the markup is plain, so the pager adds no Emotion styles to the page.
 */
export function UrlPager({ page, count, basePath, label, anchorId }: UrlPagerProps) {
  const inputId = useId();
  const [jump, setJump] = useState('');
  const [error, setError] = useState(false);
  const { items } = usePagination({ page, count, siblingCount: 1 });
  if (count <= 1) return null;

  const go = (n: number) => {
    goToPage(pageHref(basePath, n));
    document.getElementById(anchorId)?.scrollIntoView({ block: 'start' });
  };

  const onLink = (event: MouseEvent<HTMLAnchorElement>, n: number) => {
    // Ctrl/cmd/shift-click and middle click keep their usual meaning (new tab or window).
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    go(n);
  };

  const onJump = (event: FormEvent) => {
    event.preventDefault();
    const n = Number(jump);
    if (!Number.isInteger(n) || n < 1 || n > count) {
      setError(true);
      return;
    }
    setError(false);
    setJump('');
    go(n);
  };

  return (
    <nav aria-label={label} className={styles.pager}>
      <ul className={styles.pages}>
        {items.map((item, i) => {
          if (item.type === 'start-ellipsis' || item.type === 'end-ellipsis') {
            return (
              <li key={`gap-${i}`} className={styles.gap} aria-hidden="true">
                …
              </li>
            );
          }
          const target = item.page ?? 1;
          const name = item.type === 'previous' ? '上一页' : item.type === 'next' ? '下一页' : `第${target}页`;
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
                  href={pageHref(basePath, target)}
                  className={item.selected ? `${styles.item} ${styles.selected}` : styles.item}
                  aria-label={name}
                  aria-current={item.selected ? 'page' : undefined}
                  onClick={(e) => onLink(e, target)}
                >
                  {content}
                </a>
              )}
            </li>
          );
        })}
      </ul>
      <form onSubmit={onJump} className={styles.jump}>
        <label htmlFor={inputId}>跳至</label>
        <input
          id={inputId}
          className={error ? `${styles.input} ${styles.invalid}` : styles.input}
          value={jump}
          inputMode="numeric"
          aria-label={`跳转页码（共${count}页）`}
          aria-invalid={error}
          onChange={(e) => setJump(e.target.value.replace(/\D/g, ''))}
        />
        <span>页</span>
        <button type="submit" className={actionClass({ variant: 'outlined', size: 'small' })}>
          确定
        </button>
      </form>
    </nav>
  );
}
