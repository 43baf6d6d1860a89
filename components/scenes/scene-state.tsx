import { messages } from '@/lib/messages';
import styles from './scene-state.module.css';

export type SceneStateKind = 'loading' | 'empty' | 'failure';

// Material's ErrorOutlineOutlined and InboxOutlined icons.
const icons = {
  failure:
    'M11 15h2v2h-2zm0-8h2v6h-2zm.99-5C6.47 2 2 6.48 2 12s4.47 10 9.99 10C17.52 22 22 17.52 22 12S17.52 2 11.99 2M12 20c-4.42 0-8-3.58-8-8s3.58-8 8-8 8 3.58 8 8-3.58 8-8 8',
  empty:
    'M19 3H5c-1.1 0-2 .9-2 2v14c0 1.1.89 2 2 2h14c1.1 0 2-.9 2-2V5c0-1.1-.9-2-2-2m0 16H5v-3h3.56c.69 1.19 1.97 2 3.45 2s2.75-.81 3.45-2H19zm0-5h-4.99c0 1.1-.9 2-2 2s-2-.9-2-2H5V5h14z',
};

/**
 * The states of a scene body (000 §4): loading, empty, failure. The caller picks the message
 * (`sceneEmptyMessage`, `sceneFailureMessage`), since it differs by scene type.
 */
export function SceneState({ kind, message }: { kind: SceneStateKind; message?: string }) {
  if (kind === 'loading') {
    return (
      <div role="status" aria-live="polite">
        <span className={styles.hidden}>{message ?? messages.sceneLoading}</span>
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
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d={icons[kind]} />
      </svg>
      <p>{message ?? (failed ? messages.loadFailed : messages.noData)}</p>
    </div>
  );
}
