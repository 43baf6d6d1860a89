'use client';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useRef, useState, type ReactNode } from 'react';
import type { Scene } from '@/lib/contract';
import { sceneTitle } from '@/lib/identifier/scene-kinds';
import { ScenePanel } from './scene-panel';

interface Props {
  identifier: string;
  /** In the tab order of 000 §2. */
  scenes: Scene[];
  /** The first scene, already rendered on the server. */
  first: ReactNode;
}

/**
 * The scene tabs: a list on the left on desktops, a horizontal scroller on phones. Switching brings the
 * scenes back into view (the spec's y = 550 is where its header ended; here the section's own top).
 */
export function SceneTabs({ identifier, scenes, first }: Props) {
  const theme = useTheme();
  const desktop = useMediaQuery(theme.breakpoints.up('md'), { noSsr: false });
  const [active, setActive] = useState(0);
  const section = useRef<HTMLDivElement>(null);
  const choose = (index: number) => {
    setActive(index);
    const top = (section.current?.getBoundingClientRect().top ?? 0) + window.scrollY - 72;
    if (window.scrollY > top) window.scrollTo({ top, behavior: 'smooth' });
  };
  return (
    <Box ref={section} sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '200px minmax(0, 1fr)' }, alignItems: 'start' }}>
      <Tabs
        orientation={desktop ? 'vertical' : 'horizontal'}
        variant="scrollable"
        scrollButtons="auto"
        allowScrollButtonsMobile
        value={active}
        onChange={(_, index: number) => choose(index)}
        aria-label="标识场景"
        sx={{ bgcolor: 'background.paper', borderRadius: 2, border: 1, borderColor: 'divider', position: { md: 'sticky' }, top: { md: 80 } }}
      >
        {scenes.map((scene, i) => (
          <Tab
            key={String(scene.sceneConfId)}
            id={`scene-tab-${i}`}
            aria-controls={`scene-panel-${i}`}
            label={sceneTitle(scene)}
            icon={scene.icon ? <SceneIcon src={scene.icon} /> : undefined}
            iconPosition="start"
            sx={{ alignItems: { md: 'flex-start' }, justifyContent: { md: 'flex-start' }, minHeight: 48 }}
          />
        ))}
      </Tabs>
      <div role="tabpanel" id={`scene-panel-${active}`} aria-labelledby={`scene-tab-${active}`} style={{ minWidth: 0 }}>
        {active === 0 ? first : <ScenePanel identifier={identifier} scene={scenes[active]} />}
      </div>
    </Box>
  );
}

function SceneIcon({ src }: { src: string }) {
  // eslint-disable-next-line @next/next/no-img-element -- small SVG icons of the project's own
  return <img src={src} alt="" width={20} height={20} />;
}
