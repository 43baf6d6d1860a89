import { identifierPath } from '@/lib/identifier/path';
import type { Row } from '@/lib/identifier/sections';
import { messages } from '@/lib/messages';
import styles from './scene-card.module.css';

// Material's VerifiedUserOutlined icon.
const verifiedPath =
  'M12 1 3 5v6c0 5.55 3.84 10.74 9 12 5.16-1.26 9-6.45 9-12V5zm7 10c0 4.52-2.98 8.69-7 9.93-4.02-1.24-7-5.41-7-9.93V6.3l7-3.11 7 3.11zm-11.59.59L6 13l4 4 8-8-1.41-1.42L10 14.17z';

function RowValue({ row, identifier }: { row: Row; identifier?: string }) {
  if (!row.value) return <>—</>;
  // A row tracing back to the page's own identifier would only reload it: shown as text.
  if (row.traceTo && row.traceTo !== identifier) {
    return (
      <a href={identifierPath(row.traceTo)} title={messages.traceLinkHint} className={styles.trace}>
        {row.value}
      </a>
    );
  }
  if (row.verify) {
    return (
      <span className={styles.verified}>
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d={verifiedPath} />
        </svg>
        <span>{row.value}</span>
      </span>
    );
  }
  return <>{row.value}</>;
}

/** Label/value rows as a description list; long labels and values wrap, even unbroken codes. */
export function ElementRows({ rows, identifier }: { rows: readonly Row[]; identifier?: string }) {
  return (
    <dl className={styles.rows}>
      {rows.map((row) => (
        <div key={row.key} className={styles.row}>
          <dt>{row.label}</dt>
          <dd>
            <RowValue row={row} identifier={identifier} />
          </dd>
        </div>
      ))}
    </dl>
  );
}
