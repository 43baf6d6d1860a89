import { expect, type Locator, type Page } from '@playwright/test';
import { openDialogOnce } from './dialog';

// Helpers of the content-page journeys (e2e/content-*.spec.ts).

export const onPhone = (page: Page) => (page.viewportSize()?.width ?? 0) < 900;

/** Records every 'open consultation' event with its source, from before the page's own scripts run. */
export async function recordConsultations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __consults: string[] };
    w.__consults = [];
    window.addEventListener('portal:open-consult', (event) => {
      w.__consults.push((event as CustomEvent<{ source: string }>).detail.source);
    });
  });
}

const consults = (page: Page) => page.evaluate(() => (window as unknown as { __consults: string[] }).__consults);

/**
 * Clicks a button that opens the consultation dialog and checks that it asked for it with `source`.
 * A click before hydration does nothing (as for a person tapping too early), so it is retried. If the
 * shell's dialog opens (its code loads on the first request, so it may take a moment), it is closed so
 * the page is free for the next step.
 */
export async function expectConsultation(page: Page, button: Locator, source: string | RegExp): Promise<void> {
  await expect(async () => {
    const before = (await consults(page)).length;
    await button.click();
    await expect.poll(async () => (await consults(page)).length, { timeout: 1_000 }).toBeGreaterThan(before);
  }).toPass({ timeout: 15_000 });
  const last = (await consults(page)).at(-1) ?? '';
  if (typeof source === 'string') expect(last).toBe(source);
  else expect(last).toMatch(source);
  const dialog = page.getByRole('dialog');
  const shown = await dialog.waitFor({ state: 'visible', timeout: 5_000 }).then(
    () => true,
    () => false,
  );
  if (shown) {
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  }
}

/** Opens the consultation dialog with `button` (by default the first '立即咨询' of the main content). */
export function openConsultDialog(page: Page, button?: Locator): Promise<Locator> {
  return openDialogOnce(
    page,
    button ?? page.getByRole('main').getByRole('button', { name: '立即咨询' }).first(),
    page.getByRole('dialog', { name: '立即咨询' }),
  );
}

/** Waits until the page's React has hydrated, by driving a control until it reacts. */
export async function untilHydrated(action: () => Promise<void>, check: () => Promise<void>): Promise<void> {
  await expect(async () => {
    await action();
    await check();
  }).toPass({ timeout: 15_000 });
}

/** Sum of layout shifts without recent input, after scrolling through the whole page. */
export async function cumulativeLayoutShift(page: Page): Promise<number> {
  await page.evaluate(async () => {
    const w = window as unknown as { __cls: number };
    w.__cls = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!e.hadRecentInput) w.__cls += e.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
    for (let y = 0; y < document.body.scrollHeight; y += 400) {
      window.scrollTo(0, y);
      await new Promise((r) => setTimeout(r, 60));
    }
    await new Promise((r) => setTimeout(r, 500));
  });
  return page.evaluate(() => (window as unknown as { __cls: number }).__cls);
}

/** The largest contentful paint so far, in ms, for the report. */
export function largestContentfulPaint(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries();
          resolve(entries[entries.length - 1]?.startTime ?? 0);
        }).observe({ type: 'largest-contentful-paint', buffered: true });
        setTimeout(() => resolve(0), 2000);
      }),
  );
}

export async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}
