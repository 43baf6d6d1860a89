import { expect, type Locator } from '@playwright/test';

/**
 * Clicks a tab until it is selected: a click that lands before the page has hydrated does nothing,
 * as it would for a person tapping too early, who taps again.
 */
export async function selectTab(tab: Locator): Promise<void> {
  await expect(async () => {
    await tab.click();
    await expect(tab).toHaveAttribute('aria-selected', 'true', { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
}
