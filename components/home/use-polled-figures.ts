'use client';
import { useEffect, useState } from 'react';
import { parseFigures, type PlatformFigures } from '@/lib/content/figures';

/** 000 §7 / §9: the first call waits 1 s (the page's own content first), then one every 5 s. */
export const firstPollDelayMs = 1000;
export const pollIntervalMs = 5000;

/**
 * The platform figures, refreshed from /api/home/figures while the page is visible. A background tab
 * asks nothing; coming back asks at once. A failed poll keeps the last figures and the next one retries.
 */
export function usePolledFigures(initial: PlatformFigures | null): PlatformFigures | null {
  const [figures, setFigures] = useState(initial);

  useEffect(() => {
    const controller = new AbortController();
    let timer: number | undefined;
    let inFlight = false;

    const schedule = (ms: number) => {
      window.clearTimeout(timer);
      timer = window.setTimeout(tick, ms);
    };

    async function tick() {
      if (inFlight || document.visibilityState !== 'visible') return;
      inFlight = true;
      try {
        const response = await fetch('/api/home/figures', { cache: 'no-store', signal: controller.signal });
        const body: unknown = response.ok ? await response.json() : null;
        const next = parseFigures((body as { figures?: unknown } | null)?.figures);
        if (next) setFigures(next);
      } catch {
        // Network trouble or an aborted request: keep what is shown.
      } finally {
        inFlight = false;
      }
      if (!controller.signal.aborted && document.visibilityState === 'visible') schedule(pollIntervalMs);
    }

    const onVisibility = () => {
      if (document.visibilityState === 'visible') schedule(0);
      else window.clearTimeout(timer);
    };

    schedule(firstPollDelayMs);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      controller.abort();
      window.clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, []);

  return figures;
}
