import { expect, type Locator, type Page } from '@playwright/test';

// Helpers of the marketplace browsing journeys (e2e/market-home.spec.ts, e2e/market-list.spec.ts).

/** The cards of a product row or of the list, found by the row's name. */
export const productRow = (page: Page, name: string) => page.getByRole('list', { name, exact: true }).getByRole('listitem');

/** The product names of some cards, in order. */
export const cardNames = (cards: Locator) => cards.getByRole('heading').allInnerTexts();

/** The prices of some cards in yuan, in order; 面议 cards are left out. */
export async function cardPrices(cards: Locator): Promise<number[]> {
  const texts = await cards.allInnerTexts();
  return texts.flatMap((t) => {
    const m = /¥([\d,]+\.\d{2})/.exec(t);
    return m ? [Number(m[1].replace(/,/g, ''))] : [];
  });
}

export const sortedUp = (xs: number[]) => xs.every((x, i) => i === 0 || xs[i - 1] <= x);
export const sortedDown = (xs: number[]) => xs.every((x, i) => i === 0 || xs[i - 1] >= x);

/** The marketplace search box (the shell has an identifier search of its own). */
export const marketSearchBox = (page: Page) => page.getByRole('textbox', { name: '请输入应用名称' });

/** A filter group of the list screen by its label (一级分类, 二级分类, 三级分类, 应用来源). */
export const filterGroup = (page: Page, label: string) => page.getByRole('group', { name: label, exact: true });

/** Phones fold the filter groups behind one button (筛选, with the count in use): opened here; wide screens show them. */
export async function openFilters(page: Page): Promise<Locator> {
  const toggle = page.getByRole('button', { name: /^筛选/ });
  if (await toggle.isVisible()) {
    // A tap before the page's scripts run does nothing: tap again until it opens.
    await expect(async () => {
      if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click({ timeout: 1_000 });
      await expect(toggle).toHaveAttribute('aria-expanded', 'true', { timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
  }
  return toggle;
}

/** Expects an option of a filter group to be shown but disabled (no link). */
export async function expectDisabled(group: Locator, label: string): Promise<void> {
  await expect(group.getByRole('link', { name: label, exact: true })).toHaveCount(0);
  await expect(group.getByText(label, { exact: true }).locator('xpath=ancestor-or-self::*[@aria-disabled="true"][1]')).toBeVisible();
}

/**
 * Repeats a step that needs the page's scripts until it takes (a tap before hydration is lost). A step
 * that took but whose page is slow to come (a loaded server) is not repeated once the address shows it:
 * its control may be gone by then, as the clear button goes with the text it clears. Steps therefore
 * give their actions a short timeout, so a retry reaches the address check again.
 */
export async function untilUrl(page: Page, step: () => Promise<void>, url: RegExp): Promise<void> {
  await expect(async () => {
    if (!url.test(page.url())) await step();
    await expect(page).toHaveURL(url, { timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
}
