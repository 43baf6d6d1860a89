import type { TraceStep } from '@/core/contract';
import { isoTime, newestFirst } from '@/lib/identifier/trace-order';
import { identifierMessages } from '@/core/messages/identifier';
import styles from './trace-timeline.module.css';

/**
 * TraceDetails as a vertical timeline (an ordered list). Traceability keeps the given (chronological)
 * order, a production story read top to bottom; logistics passes `latestFirst`.
 */
export function TraceTimeline({ steps, label, latestFirst = false }: { steps: readonly TraceStep[]; label: string; latestFirst?: boolean }) {
  const ordered = latestFirst ? newestFirst(steps) : steps;
  const current = latestFirst ? 0 : ordered.length - 1;
  return (
    <ol aria-label={label} className={styles.timeline}>
      {ordered.map((step, i) => {
        const isCurrent = i === current;
        return (
          <li key={`${step.acceptTime}-${i}`} className={isCurrent ? `${styles.step} ${styles.current}` : styles.step}>
            <span aria-hidden="true" className={styles.dot} />
            <p className={styles.station}>
              {step.acceptStation}
              {latestFirst && isCurrent && <span className={styles.latest}>{identifierMessages.timelineLatest}</span>}
            </p>
            <time dateTime={isoTime(step.acceptTime)} className={styles.time}>
              {step.acceptTime}
            </time>
          </li>
        );
      })}
    </ol>
  );
}
