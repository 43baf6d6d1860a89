'use client';
import type { ReactNode } from 'react';
import { openSceneEvent, sceneTabId } from '@/lib/identifier/open-scene';

/** A link that opens one of the page's scene tabs (scene-tabs.tsx listens); without scripts it scrolls there. */
export function OpenSceneLink({ index, className, children }: { index: number; className?: string; children: ReactNode }) {
  return (
    <a
      href={`#${sceneTabId(index)}`}
      className={className}
      onClick={(event) => {
        event.preventDefault();
        window.dispatchEvent(new CustomEvent<number>(openSceneEvent, { detail: index }));
      }}
    >
      {children}
    </a>
  );
}
