import { PathIcon } from '@/components/layout/shell-icons';
import { identifierPath } from '@/lib/identifier/path';
import type { Row } from '@/core/identifier/sections';
import { identifierMessages } from '@/core/messages/identifier';
import styles from './scene-card.module.css';
import { sceneIcons } from './scene-icons';

function RowValue({ row, identifier }: { row: Row; identifier?: string }) {
  if (!row.value) return <>—</>;
  // A row tracing back to the page's own identifier would only reload it: shown as text.
  if (row.traceTo && row.traceTo !== identifier) {
    return (
      <a href={identifierPath(row.traceTo)} title={identifierMessages.traceLinkHint} className={styles.trace}>
        {row.value}
      </a>
    );
  }
  if (row.verify) {
    return (
      <span className={styles.verified}>
        <PathIcon d={sceneIcons.verified} />
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
