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

/**
 * Waits for the page to draw `count` frames. Headless Chromium now and then stops ticking
 * requestAnimationFrame for a while (the likely cause of a 240 s hang in CI's phone run), so each frame is waited
 * for 100 ms at most: layout read afterwards is current either way.
 */
export async function framesDrawn(page: Page, count = 2): Promise<void> {
  await page.evaluate(async (frames) => {
    for (let i = 0; i < frames; i++) await new Promise((resolve) => (requestAnimationFrame(resolve), setTimeout(resolve, 100)));
  }, count);
}
