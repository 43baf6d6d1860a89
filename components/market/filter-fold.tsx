'use client';
import { useId, useState, type ReactNode } from 'react';
import { actionClass } from '@/components/actions/action-class';
import { format } from '@/core/messages/format';
import { marketMessages } from '@/core/messages/market';
import styles from './filter-fold.module.css';

/**
 * Below md the list's four filter groups fold behind one button that says how many are in use, so the
 * results start on a phone's first screen; from md up the groups show and the button does not.
 * Choosing a filter keeps the fold open (the page is the same component after the URL changes).
 */
export function FilterFold({ active, children }: { active: number; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <div>
      <button type="button" className={`${actionClass({ variant: 'outlined', size: 'small' })} ${styles.toggle}`} aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((o) => !o)}>
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={styles.icon}>
          <path d="M10 18h4v-2h-4zM3 6v2h18V6zm3 7h12v-2H6z" />
        </svg>
        {marketMessages.marketFilters}
        {active > 0 ? (
          <>
            <span className={styles.count} aria-hidden="true">
              {active}
            </span>
            <span className={styles.hidden}>{format(marketMessages.marketFiltersActive, { n: active })}</span>
          </>
        ) : null}
      </button>
      <div id={panelId} className={open ? `${styles.panel} ${styles.open}` : styles.panel}>
        {children}
      </div>
    </div>
  );
}
