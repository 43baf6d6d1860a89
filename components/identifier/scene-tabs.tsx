'use client';
import dynamic from 'next/dynamic';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { SceneState } from '@/components/scenes/scene-state';
import { TabList } from '@/components/tabs/tab-list';
import { openSceneEvent, sceneIndexFromHash, sceneTabId } from '@/lib/identifier/open-scene';
import { sceneTitle, type SceneTab } from '@/lib/identifier/scene-kinds';
import styles from './scene-tabs.module.css';

// The other scenes load in the browser, with the SMS gate and their views: that code comes when a
// second tab is chosen, not with the page, whose first scene was rendered on the server.
const ScenePanel = dynamic(() => import('./scene-panel').then((m) => m.ScenePanel), {
  ssr: false,
  loading: () => <SceneState kind="loading" />,
});

interface Props {
  identifier: string;
  /** In the tab order of 000 §2, without their elements (`sceneTab`). */
  scenes: SceneTab[];
  /** The first scene, already rendered on the server; null when it loads in the browser (an SMS-gated one). */
  first: ReactNode | null;
}

/**
 * The scene tabs: a column on the left on desktops, a horizontal scroller on phones. Switching brings
 * the scenes back into view (the spec's y = 550 is where its header ended; here the section's own top).
 */
export function SceneTabs({ identifier, scenes, first }: Props) {
  const [active, setActive] = useState(0);
  const section = useRef<HTMLDivElement>(null);
  const choose = (index: number) => {
    setActive(index);
    const top = (section.current?.getBoundingClientRect().top ?? 0) + window.scrollY - 72;
    if (window.scrollY > top) window.scrollTo({ top, behavior: 'smooth' });
  };
  // Opened from elsewhere (the recall notice at the top, or an address ending in #scene-tab-N): select
  // the tab, bring the scenes into view below the sticky header and put the focus on the tab.
  useEffect(() => {
    const open = (index: number | undefined) => {
      if (index === undefined || index < 0 || index >= scenes.length) return;
      setActive(index);
      const tab = document.getElementById(sceneTabId(index));
      tab?.focus({ preventScroll: true });
      tab?.scrollIntoView({ block: 'nearest', inline: 'center' });
      const top = (section.current?.getBoundingClientRect().top ?? 0) + window.scrollY - 72;
      window.scrollTo({ top, behavior: 'smooth' });
    };
    const fromEvent = (event: Event) => {
      // Tells the link it was handled here, so it does not also follow its address.
      event.preventDefault();
      open((event as CustomEvent<number>).detail);
    };
    const fromHash = () => open(sceneIndexFromHash(window.location.hash));
    fromHash();
    window.addEventListener(openSceneEvent, fromEvent);
    window.addEventListener('hashchange', fromHash);
    return () => {
      window.removeEventListener(openSceneEvent, fromEvent);
      window.removeEventListener('hashchange', fromHash);
    };
  }, [scenes.length]);
  const items = scenes.map((scene) => ({
    key: String(scene.sceneConfId),
    label: sceneTitle(scene),
    // eslint-disable-next-line @next/next/no-img-element -- small SVG icons of the project's own
    icon: scene.icon ? <img src={scene.icon} alt="" width={20} height={20} /> : undefined,
  }));
  return (
    <div ref={section} className={styles.layout}>
      <TabList label="标识场景" items={items} active={active} onSelect={choose} idPrefix="scene" className={styles.tabs} tabClassName={styles.tab} />
      <div role="tabpanel" id={`scene-panel-${active}`} aria-labelledby={`scene-tab-${active}`} className={styles.panel}>
        {active === 0 && first !== null ? first : <ScenePanel key={active} identifier={identifier} scene={scenes[active]} />}
      </div>
    </div>
  );
}
