'use client';
import { useEffect, useState } from 'react';
import { actionClass } from '@/components/actions/action-class';
import { PathIcon, ShellIcon } from '@/components/layout/shell-icons';
import type { OpsItem } from '@/core/identifier/sections';
import { OPS_STEP_MS, OpsStatus, opsPhase, opsStatus } from '@/core/identifier/sections';
import { format } from '@/core/messages/format';
import { identifierMessages } from '@/core/messages/identifier';
import { OpsCheckItem } from './ops-check-item';
import styles from './ops-check.module.css';
import { sceneIcons } from './scene-icons';

function statusText(status: OpsStatus, done: number, total: number): string {
  if (status === OpsStatus.ready) return identifierMessages.opsReady;
  if (status === OpsStatus.scanning) return format(identifierMessages.opsScanning, { done, total });
  return status === OpsStatus.abnormal ? identifierMessages.opsFinishedAbnormal : identifierMessages.opsFinishedHealthy;
}

/** Remote operations check (000 §2, §4): '开始检测' walks the items at 500 ms steps. */
export function OpsCheckView({ items }: { items: OpsItem[] }) {
  const [cursor, setCursor] = useState<number | null>(null);
  const status = opsStatus(items, cursor);
  const done = cursor === null ? 0 : Math.min(cursor, items.length);
  const abnormal = items.filter((i) => i.abnormal).length;
  const finished = status === OpsStatus.abnormal || status === OpsStatus.healthy;

  useEffect(() => {
    if (cursor === null || cursor >= items.length) return;
    const timer = window.setTimeout(() => setCursor(cursor + 1), OPS_STEP_MS);
    return () => window.clearTimeout(timer);
  }, [cursor, items.length]);

  const tone = status === OpsStatus.abnormal ? styles.abnormal : styles.healthy;
  return (
    <div>
      <div className={styles.bar}>
        {finished && (
          <span className={`${styles.mark} ${tone}`}>
            <PathIcon d={sceneIcons[status === OpsStatus.abnormal ? 'error' : 'check']} />
          </span>
        )}
        <div role="status" className={styles.status}>
          <p className={finished ? `${styles.finished} ${tone}` : undefined}>{statusText(status, done, items.length)}</p>
          {status === OpsStatus.abnormal && <p className={styles.count}>{format(identifierMessages.opsAbnormalCount, { n: abnormal })}</p>}
        </div>
        <button
          type="button"
          className={`${actionClass({ variant: finished ? 'outlined' : 'contained' })} ${styles.start}`}
          disabled={status === OpsStatus.scanning}
          onClick={() => setCursor(0)}
        >
          {finished ? <PathIcon d={sceneIcons.replay} /> : <ShellIcon name="play" />}
          {status === OpsStatus.scanning ? identifierMessages.opsItemScanning : finished ? identifierMessages.opsRestart : identifierMessages.opsStart}
        </button>
        {status === OpsStatus.scanning && (
          <div aria-hidden="true" className={styles.progress}>
            <span style={{ width: `${(done / Math.max(items.length, 1)) * 100}%` }} />
          </div>
        )}
      </div>
      <ol className={styles.items}>
        {items.map((item, i) => (
          <OpsCheckItem key={item.key} item={item} phase={opsPhase(i, cursor)} />
        ))}
      </ol>
    </div>
  );
}
