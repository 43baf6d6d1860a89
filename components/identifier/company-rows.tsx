'use client';
import { useEffect, useRef, useState } from 'react';
import styles from './identifier-header.module.css';

export interface CompanyRow {
  label: string;
  value: string;
  href?: string;
}

// 000 §9: a row taller than 30 px (over one line) is clamped to 2 lines, checked 100 ms after render.
const clampThresholdPx = 30;

function Row({ row }: { row: CompanyRow }) {
  const ref = useRef<HTMLSpanElement>(null);
  // Clamped from the server on: a long row that shrank after the check moved everything below it.
  const [length, setLength] = useState<'unchecked' | 'short' | 'long'>('unchecked');
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setLength((ref.current?.scrollHeight ?? 0) > clampThresholdPx * 2 ? 'long' : 'short'), 100);
    return () => clearTimeout(timer);
  }, [row.value]);
  const clamped = length !== 'short' && !open;
  // Measured as a block: an inline element has no scroll height.
  return (
    <div className={styles.row}>
      <dt>{row.label}</dt>
      <dd>
        <span ref={ref} className={clamped ? `${styles.value} ${styles.clamped}` : styles.value}>
          {row.href ? (
            <a href={row.href} target="_blank" rel="noopener noreferrer nofollow">
              {row.value}
            </a>
          ) : (
            row.value || '—'
          )}
        </span>
        {length === 'long' && (
          <button type="button" className={open ? styles.toggle : `${styles.toggle} ${styles.overLine}`} onClick={() => setOpen(!open)} aria-expanded={open}>
            {open ? '收起' : '展开'}
          </button>
        )}
      </dd>
    </div>
  );
}

/** The owning company's six rows, each clamped to 1–2 lines with expand/collapse (000 §2). */
export function CompanyRows({ rows }: { rows: CompanyRow[] }) {
  return (
    <dl className={styles.rows}>
      {rows.map((row) => (
        <Row key={row.label} row={row} />
      ))}
    </dl>
  );
}
