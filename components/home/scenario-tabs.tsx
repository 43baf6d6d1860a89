'use client';
import { useState, type ReactNode } from 'react';
import { TabList } from '@/components/tabs/tab-list';
import styles from './scenario-tabs.module.css';

export interface ScenarioTab {
  key: string;
  label: string;
  /** The tab's products, rendered on the server. */
  panel: ReactNode;
}

/** 'Three major application scenario products': a tab per group (000 §2); the row scrolls on a narrow phone. */
export function ScenarioTabs({ tabs }: { tabs: ScenarioTab[] }) {
  const [active, setActive] = useState(0);
  return (
    <div>
      <TabList label="应用场景" items={tabs} active={active} onSelect={setActive} idPrefix="scenario" className={styles.tabs} tabClassName={styles.tab} />
      <div role="tabpanel" id={`scenario-panel-${active}`} aria-labelledby={`scenario-tab-${active}`} className={styles.panel}>
        {tabs[active]?.panel}
      </div>
    </div>
  );
}
