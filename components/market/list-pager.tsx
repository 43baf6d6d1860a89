'use client';
import { useNavigation } from '@/components/layout/navigation-start';
import { useId } from 'react';
import { PageJump } from '@/components/pager/page-jump';
import { PageLinks } from '@/components/pager/page-links';
import styles from '@/components/pager/pager.module.css';
import { listHref, pageSizes, withChange, type ListQuery } from '@/lib/market/list-query';
import { format } from '@/core/messages/format';
import { marketMessages } from '@/core/messages/market';

/**
 * Pages as links (crawlers follow them, people share them), the page-size changer of 001 §9 (6, 9, 12,
 * 18, 36) and a quick jump. A size change starts again from page 1.
 */
export function ListPager({ query, count, total }: { query: ListQuery; count: number; total: number }) {
  const router = useNavigation();
  const sizeId = useId();
  const go = (change: Partial<ListQuery>) => router.push(listHref({ ...query, ...change }), { scroll: false });

  return (
    <nav aria-label={marketMessages.marketPager} className={styles.pager}>
      <span className={styles.total}>{format(marketMessages.marketTotal, { n: total })}</span>
      {count > 1 ? <PageLinks page={query.page} count={count} href={(n) => listHref({ ...query, page: n })} onNavigate={(n) => go({ page: n })} /> : null}
      <span className={styles.jump}>
        <label htmlFor={sizeId}>每页条数</label>
        <select id={sizeId} className={styles.size} value={query.size} onChange={(e) => go(withChange(query, { size: Number(e.target.value) }))}>
          {pageSizes.map((s) => (
            <option key={s} value={s}>
              {format(marketMessages.marketPageSize, { n: s })}
            </option>
          ))}
        </select>
      </span>
      <PageJump count={count} onJump={(n) => go({ page: n })} />
    </nav>
  );
}
