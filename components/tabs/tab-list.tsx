'use client';
import { useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface TabItem {
  key: string;
  label: string;
  icon?: ReactNode;
}

interface TabListProps {
  label: string;
  items: TabItem[];
  active: number;
  onSelect: (index: number) => void;
  /** Tab i is `${idPrefix}-tab-${i}` and controls `${idPrefix}-panel-${i}`. */
  idPrefix: string;
  /** The caller's classes, which compose the shared look of tab-list.module.css. */
  className: string;
  tabClassName: string;
}

// The WAI-ARIA tabs pattern with automatic activation. Both arrow pairs work, since a list can be a
// row on a phone and a column on a desktop (CSS decides).
const keySteps: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (i, n) => (i + 1) % n,
  ArrowDown: (i, n) => (i + 1) % n,
  ArrowLeft: (i, n) => (i - 1 + n) % n,
  ArrowUp: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_, n) => n - 1,
};

/** A row (or column) of tabs drawn with plain buttons: one tab stop, arrows move and select. */
export function TabList({ label, items, active, onSelect, idPrefix, className, tabClassName }: TabListProps) {
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  function onKeyDown(event: KeyboardEvent) {
    const step = keySteps[event.key];
    if (!step) return;
    event.preventDefault();
    const next = step(active, items.length);
    onSelect(next);
    buttons.current[next]?.focus();
  }

  return (
    <div role="tablist" aria-label={label} className={className} onKeyDown={onKeyDown}>
      {items.map((item, i) => (
        <button
          key={item.key}
          ref={(node) => {
            buttons.current[i] = node;
          }}
          type="button"
          role="tab"
          id={`${idPrefix}-tab-${i}`}
          aria-selected={i === active}
          aria-controls={`${idPrefix}-panel-${i}`}
          tabIndex={i === active ? 0 : -1}
          className={tabClassName}
          onClick={() => onSelect(i)}
        >
          {item.icon}
          {item.label}
        </button>
      ))}
    </div>
  );
}
