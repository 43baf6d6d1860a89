import { PathIcon } from '@/components/layout/shell-icons';
import type { OpsItem, OpsPhase } from '@/core/identifier/sections';
import { identifierMessages } from '@/core/messages/identifier';
import styles from './ops-check.module.css';
import { sceneIcons } from './scene-icons';

function PhaseMark({ phase, abnormal }: { phase: OpsPhase; abnormal: boolean }) {
  if (phase === 'pending') {
    return (
      <span className={`${styles.phase} ${styles.pending}`}>
        <PathIcon d={sceneIcons.pending} />
        {identifierMessages.opsItemPending}
      </span>
    );
  }
  if (phase === 'scanning') {
    return (
      <span className={`${styles.phase} ${styles.scanning}`}>
        <span aria-hidden="true" className={styles.spinner} />
        {identifierMessages.opsItemScanning}
      </span>
    );
  }
  return (
    <span className={`${styles.phase} ${abnormal ? styles.abnormal : styles.healthy}`}>
      <PathIcon d={sceneIcons[abnormal ? 'error' : 'check']} />
      {abnormal ? identifierMessages.opsItemAbnormal : identifierMessages.opsItemDone}
    </span>
  );
}

/** One line of the check: its name, its phase, and once done its reading (red when abnormal). */
export function OpsCheckItem({ item, phase }: { item: OpsItem; phase: OpsPhase }) {
  const flagged = phase === 'done' && item.abnormal;
  const tint = flagged ? styles.itemFlagged : phase === 'scanning' ? styles.itemScanning : '';
  return (
    <li className={`${styles.item} ${tint}`}>
      <div className={styles.line}>
        <p className={styles.label}>{item.label}</p>
        <PhaseMark phase={phase} abnormal={item.abnormal} />
      </div>
      {phase === 'done' && <p className={styles.value}>{item.value || '—'}</p>}
    </li>
  );
}
