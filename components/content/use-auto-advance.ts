'use client';
import { useCallback, useEffect, useState, useSyncExternalStore, type FocusEvent } from 'react';
import { careModeOn } from '@/lib/care-mode/care-mode';

const reducedMotion = '(prefers-reduced-motion: reduce)';
function subscribeMotion(onChange: () => void) {
  const query = window.matchMedia(reducedMotion);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/**
 * A slide index that moves on by itself (000 §2, 001 §2): `delayMs` after the last slide change or
 * after the pointer leaves; hovering, keyboard focus inside, or the pause button stop it; after the last
 * slide comes the first. People who ask for reduced motion start paused; in the care mode (关怀版) nothing
 * turns by itself.
 */
export function useAutoAdvance(count: number, delayMs = 3000) {
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const reduced = useSyncExternalStore(subscribeMotion, () => window.matchMedia(reducedMotion).matches, () => false);
  // The visitor's own choice wins over the system setting once they press pause or play.
  const [userPaused, setUserPaused] = useState<boolean | null>(null);
  const paused = userPaused ?? reduced;

  // Re-armed on every change of slide or hover: the delay counts from the latest of the two.
  useEffect(() => {
    if (hovered || focused || paused || count < 2) return;
    const timer = window.setTimeout(() => {
      if (!careModeOn()) setIndex((i) => (i + 1) % count);
    }, delayMs);
    return () => window.clearTimeout(timer);
  }, [index, hovered, focused, paused, count, delayMs]);

  const go = useCallback((i: number) => setIndex(((i % count) + count) % count), [count]);

  const regionProps = {
    onMouseEnter: () => setHovered(true),
    onMouseLeave: () => setHovered(false),
    // Only keyboard focus pauses: a mouse click on 'next' leaves focus on the button, and the spec wants
    // the carousel moving again 3 s after the pointer leaves.
    onFocus: (e: FocusEvent<HTMLElement>) => setFocused(e.target.matches(':focus-visible')),
    onBlur: (e: FocusEvent<HTMLElement>) => {
      if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
    },
  };

  return {
    index,
    go,
    next: () => go(index + 1),
    prev: () => go(index - 1),
    paused,
    togglePaused: () => setUserPaused(!paused),
    /** Moving on its own: screen readers should not announce every change. */
    rotating: !paused && !hovered && !focused && count > 1,
    regionProps,
  };
}
