'use client';
import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import styles from './scenario-tabs.module.css';

export interface ScenarioTab {
  key: string;
  label: string;
  /** The tab's products, rendered on the server. */
  panel: ReactNode;
}

const keySteps: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (i, n) => (i + 1) % n,
  ArrowLeft: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_, n) => n - 1,
};

/**
 * 'Three major application scenario products': a tab per group (000 §2). The tabs follow the WAI-ARIA
 * pattern (arrow keys, Home and End move and select); the tab row scrolls sideways on a narrow phone.
 */
export function ScenarioTabs({ tabs }: { tabs: ScenarioTab[] }) {
  const [active, setActive] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  function onKeyDown(event: KeyboardEvent) {
    const step = keySteps[event.key];
    if (!step) return;
    event.preventDefault();
    const next = step(active, tabs.length);
    setActive(next);
    buttons.current[next]?.focus();
  }

  return (
    <div>
      <div role="tablist" aria-label="应用场景" className={styles.tabs} onKeyDown={onKeyDown}>
        {tabs.map((tab, i) => (
          <button
            key={tab.key}
            ref={(node) => {
              buttons.current[i] = node;
            }}
            type="button"
            role="tab"
            id={`scenario-tab-${i}`}
            aria-selected={i === active}
            aria-controls={`scenario-panel-${i}`}
            tabIndex={i === active ? 0 : -1}
            className={styles.tab}
            onClick={() => setActive(i)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`scenario-panel-${active}`} aria-labelledby={`scenario-tab-${active}`} className={styles.panel}>
        {tabs[active]?.panel}
      </div>
    </div>
  );
}
