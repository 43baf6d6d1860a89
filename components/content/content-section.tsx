import type { ReactNode } from 'react';
import container from './container.module.css';
import styles from './content-section.module.css';

interface ContentSectionProps {
  id: string;
  title: string;
  subtitle?: string;
  /** Alternate section backgrounds so long pages read as blocks. */
  tone?: 'plain' | 'paper';
  /** Left out of the care mode's simpler page (promotions, carousels: styles/care.css). */
  careHidden?: boolean;
  children: ReactNode;
}

/** A titled block of a content page: one h2, labelled for screen readers' landmark list. */
export function ContentSection({ id, title, subtitle, tone = 'plain', careHidden = false, children }: ContentSectionProps) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} data-care-hidden={careHidden || undefined} className={tone === 'paper' ? `${styles.section} ${styles.paper}` : styles.section}>
      <div className={container.container}>
        <h2 id={`${id}-title`} className={styles.title}>
          {title}
        </h2>
        {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
        <div className={styles.body}>{children}</div>
      </div>
    </section>
  );
}
