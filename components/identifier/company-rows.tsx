'use client';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';

export interface CompanyRow {
  label: string;
  value: string;
  href?: string;
}

// 000 §9: a row taller than 30 px (over one line) is clamped to 2 lines, checked 100 ms after render.
const clampThresholdPx = 30;

function Row({ row }: { row: CompanyRow }) {
  const ref = useRef<HTMLSpanElement>(null);
  const [long, setLong] = useState(false);
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setLong((ref.current?.scrollHeight ?? 0) > clampThresholdPx * 2), 100);
    return () => clearTimeout(timer);
  }, [row.value]);
  // Measured as a block: an inline element has no scroll height.
  const clamp = long && !open ? { display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical' as const, overflow: 'hidden' } : { display: 'block' };
  return (
    <div style={{ display: 'flex', gap: 8, alignItems: 'flex-start' }}>
      <Typography component="dt" variant="body2" sx={{ color: 'text.secondary', flex: '0 0 5.5em' }}>
        {row.label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
        <span ref={ref} style={{ ...clamp }}>
          {row.href ? (
            <a href={row.href} target="_blank" rel="noopener noreferrer nofollow">
              {row.value}
            </a>
          ) : (
            row.value || '—'
          )}
        </span>
        {long && (
          <Button size="small" onClick={() => setOpen(!open)} sx={{ ml: 0.5, minWidth: 0, p: 0, verticalAlign: 'baseline' }} aria-expanded={open}>
            {open ? '收起' : '展开'}
          </Button>
        )}
      </Typography>
    </div>
  );
}

/** The owning company's six rows, each clamped to 1–2 lines with expand/collapse (000 §2). */
export function CompanyRows({ rows }: { rows: CompanyRow[] }) {
  return (
    <dl style={{ margin: 0, display: 'grid', gap: 6 }}>
      {rows.map((row) => (
        <Row key={row.label} row={row} />
      ))}
    </dl>
  );
}
