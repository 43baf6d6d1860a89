import Link from 'next/link';
import { actionClass } from '@/components/actions/action-class';
import { messages } from '@/core/messages';
import styles from './list-sort.module.css';

export interface SortLink {
  label: string;
  href: string;
  /** The direction shown, when this sort is the current one. */
  active?: 'asc' | 'desc';
}

const arrows = { up: 'M4 12l1.41 1.41L11 7.83V20h2V7.83l5.58 5.59L20 12l-8-8z', down: 'M20 12l-1.41-1.41L13 16.17V4h-2v12.17l-5.58-5.59L4 12l8 8z' };

/** Sort by listing time or by price (001 §4): a new sort starts up, the current one turns around. */
export function ListSort({ links }: { links: SortLink[] }) {
  return (
    <div role="group" aria-label={messages.marketSort} className={styles.sorts}>
      {links.map((l) => (
        <Link
          key={l.label}
          href={l.href}
          scroll={false}
          className={actionClass({ variant: l.active ? 'contained' : 'outlined', size: 'small' })}
          aria-current={l.active ? 'true' : undefined}
        >
          {l.label}
          {l.active ? <span className={styles.hidden}>{l.active === 'asc' ? messages.marketSortUp : messages.marketSortDown}</span> : null}
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={l.active ? styles.arrow : `${styles.arrow} ${styles.faint}`}>
            <path d={l.active === 'desc' ? arrows.down : arrows.up} />
          </svg>
        </Link>
      ))}
    </div>
  );
}
