'use client';
import { useEffect, useRef, type ReactNode } from 'react';

/**
 * 000 §2: only one video plays at a time; starting one pauses the others. `play` does not bubble,
 * so one capturing listener on the wrapper hears every video inside it.
 */
export function OneVideoAtATime({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    const onPlay = (event: Event) => {
      root.querySelectorAll('video').forEach((video) => {
        if (video !== event.target && !video.paused) video.pause();
      });
    };
    root.addEventListener('play', onPlay, true);
    return () => root.removeEventListener('play', onPlay, true);
  }, []);
  return <div ref={ref}>{children}</div>;
}
