import { PathIcon } from '@/components/layout/shell-icons';
import { commonMessages } from '@/core/messages/common';
import { identifierMessages } from '@/core/messages/identifier';
import { sceneIcons } from './scene-icons';
import styles from './scene-state.module.css';

export type SceneStateKind = 'loading' | 'empty' | 'failure';

/**
 * The states of a scene body (000 §4): loading, empty, failure. The caller picks the message
 * (`sceneEmptyMessage`, `sceneFailureMessage`), since it differs by scene type.
 */
export function SceneState({ kind, message }: { kind: SceneStateKind; message?: string }) {
  if (kind === 'loading') {
    return (
      <div role="status" aria-live="polite">
        <span className={styles.hidden}>{message ?? identifierMessages.sceneLoading}</span>
        {[70, 90, 55, 80].map((width, i) => (
          <div key={i} aria-hidden="true" className={styles.skeletonRow}>
            <span className={styles.skeleton} style={{ width: '22%' }} />
            <span className={styles.skeleton} style={{ width: `${width - 22}%` }} />
          </div>
        ))}
      </div>
    );
  }
  const failed = kind === 'failure';
  return (
    <div role={failed ? 'alert' : 'status'} className={failed ? `${styles.state} ${styles.failure}` : styles.state}>
      <PathIcon d={sceneIcons[failed ? 'error' : 'empty']} />
      <p>{message ?? (failed ? commonMessages.loadFailed : commonMessages.noData)}</p>
    </div>
  );
}
