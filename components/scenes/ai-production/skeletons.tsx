import styles from './skeletons.module.css';

const block = (size: string) => `${styles.block} ${size}`;

/** Cards and one chart: the height the panel's first screen takes, so the page does not jump. */
export function PanelSkeleton() {
  return (
    <div aria-hidden="true" className={styles.stack}>
      <div className={styles.cards}>
        {[0, 1, 2, 3].map((i) => (
          <div key={i} className={block(styles.card)} />
        ))}
      </div>
      <div className={block(styles.chart)} />
    </div>
  );
}

/**
 * The whole view before its code arrives: tabs, time controls and the first panel. Plain elements, as
 * it is part of every identifier page's first load.
 */
export function AiViewSkeleton() {
  return (
    <div role="group" aria-busy="true" aria-label="智能生产数据加载中" className={styles.stack}>
      <div className={block(styles.tabs)} />
      <div className={block(styles.controls)} />
      <PanelSkeleton />
    </div>
  );
}
