import type { CSSProperties } from 'react';
import type { TitledText } from '@/lib/content/types';
import styles from './step-flow.module.css';

/** Numbered steps in a row (a column on phones): the cooperation flow, the access flow, the partner process. */
export function StepFlow({ steps, label }: { steps: TitledText[]; label: string }) {
  return (
    <ol aria-label={label} className={styles.flow} style={{ '--steps': steps.length } as CSSProperties}>
      {steps.map((step, i) => (
        <li key={step.title} className={styles.step}>
          <span aria-hidden className={styles.number}>
            {i + 1}
          </span>
          <div className={styles.text}>
            <h3>{step.title}</h3>
            <p>{step.text}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
