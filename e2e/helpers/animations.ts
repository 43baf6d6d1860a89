import type { Page } from '@playwright/test';

/**
 * Waits for every finite animation and transition of the page to end: a dialog scanned by axe while it
 * fades in has text at part opacity, which reads as too little contrast. Endless ones (a skeleton's
 * pulse) are left running.
 */
export async function animationsSettled(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}
