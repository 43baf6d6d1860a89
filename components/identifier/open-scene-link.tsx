'use client';
import type { ReactNode } from 'react';
import { openSceneEvent, sceneTabId } from '@/lib/identifier/open-scene';

/**
 * A link that opens one of the page's scene tabs (scene-tabs.tsx listens and says so by cancelling the
 * event). Before the tabs listen (a tap in the first moments after hydration) or without scripts, the link
 * follows its own address, which the tabs read when they start.
 */
export function OpenSceneLink({ index, className, children }: { index: number; className?: string; children: ReactNode }) {
  return (
    <a
      href={`#${sceneTabId(index)}`}
      className={className}
      onClick={(event) => {
        const handled = !window.dispatchEvent(new CustomEvent<number>(openSceneEvent, { detail: index, cancelable: true }));
        if (handled) event.preventDefault();
      }}
    >
      {children}
    </a>
  );
}
