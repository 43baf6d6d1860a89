import type { ReactNode } from 'react';
import styles from './scene-card.module.css';

/** Every scene view is a titled card (000 §2): a title bar, then the body. */
export function SceneCard({ title, id, children }: { title: string; id?: string; children: ReactNode }) {
  const headingId = id ? `${id}-title` : undefined;
  return (
    <section id={id} aria-labelledby={headingId} className={styles.card}>
      <div className={styles.bar}>
        <h2 id={headingId} className={styles.title}>
          {title}
        </h2>
      </div>
      <div className={styles.body}>{children}</div>
    </section>
  );
}
