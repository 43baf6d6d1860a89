import type { ReactNode } from 'react';
import styles from './site-footer.module.css';

/** One titled column of the footer. */
export function FooterColumn({ title, className, careHidden = false, children }: { title: string; className?: string; careHidden?: boolean; children: ReactNode }) {
  return (
    <section className={className ? `${styles.column} ${className}` : styles.column} data-care-hidden={careHidden || undefined}>
      <h2>{title}</h2>
      <div className={styles.links}>{children}</div>
    </section>
  );
}
