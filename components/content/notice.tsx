import type { ReactNode } from 'react';
import styles from './notice.module.css';

/**
 * A short message in a tinted box, as MUI's standard Alert draws it, for server-rendered pages that
 * should not load MUI for one message. Warnings and errors are announced (`role="alert"`), the rest
 * is a status.
 */
export function Notice({ severity = 'info', children }: { severity?: 'info' | 'warning' | 'error'; children: ReactNode }) {
  return (
    <p role={severity === 'info' ? 'status' : 'alert'} className={`${styles.notice} ${styles[severity]}`}>
      {children}
    </p>
  );
}
