'use client';
import { useEffect, useRef, useState } from 'react';
import { actionClass } from '@/components/actions/action-class';
import type { Row } from '@/core/identifier/sections';
import { format } from '@/core/messages/format';
import { commonMessages } from '@/core/messages/common';
import { identifierMessages } from '@/core/messages/identifier';
import styles from './array-groups.module.css';
import { ElementRows } from './element-rows';

/** 000 §9: lists show 5 groups at a time; 'view more' adds 5. */
export const GROUP_PAGE = 5;

/** An Array element: its groups of rows, 5 at first, 5 more per click. */
export function ArrayGroups({ groups, title, identifier }: { groups: Row[][]; title: string; identifier?: string }) {
  const [shown, setShown] = useState(GROUP_PAGE);
  const listRef = useRef<HTMLOListElement>(null);
  const focusFrom = useRef<number | null>(null);
  const visible = groups.slice(0, shown);

  // Keyboard and screen-reader users land on the first group the click revealed.
  useEffect(() => {
    if (focusFrom.current === null) return;
    listRef.current?.querySelector<HTMLElement>(`[data-group="${focusFrom.current}"]`)?.focus();
    focusFrom.current = null;
  }, [shown]);

  const more = () => {
    focusFrom.current = shown;
    setShown((n) => n + GROUP_PAGE);
  };

  return (
    <div>
      <ol ref={listRef} aria-label={title} className={styles.groups}>
        {visible.map((rows, i) => (
          <li key={i} data-group={i} tabIndex={-1} className={styles.group}>
            <p className={styles.index}>{format(identifierMessages.groupIndex, { n: i + 1 })}</p>
            <ElementRows rows={rows} identifier={identifier} />
          </li>
        ))}
      </ol>
      {groups.length > GROUP_PAGE && (
        <div className={styles.more}>
          <p role="status" className={styles.shown}>
            {format(identifierMessages.groupShown, { shown: visible.length, total: groups.length })}
          </p>
          {shown < groups.length && (
            <button type="button" className={actionClass({ variant: 'outlined', size: 'small' })} onClick={more}>
              {commonMessages.viewMore}
            </button>
          )}
        </div>
      )}
    </div>
  );
}
