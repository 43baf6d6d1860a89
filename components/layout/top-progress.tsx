'use client';
import { useFetchingData } from '@/lib/query/activity';
import { usePendingNavigation } from './use-pending-navigation';
import styles from './top-progress.module.css';

/** The thin bar at the very top while a page or the data a person asked for is on its way. */
export function TopProgress() {
  const navigating = usePendingNavigation() !== null;
  const fetching = useFetchingData();
  const busy = fetching || navigating;
  return (
    <div
      className={styles.track}
      role={busy ? 'progressbar' : undefined}
      aria-label={busy ? '页面加载中' : undefined}
      aria-hidden={busy ? undefined : true}
    >
      <div className={busy ? `${styles.bar} ${styles.busy}` : styles.bar} />
    </div>
  );
}
