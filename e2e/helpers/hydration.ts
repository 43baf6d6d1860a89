import { expect, type Page } from '@playwright/test';

/**
 * Waits until the page's React has hydrated: `Providers` marks `<html data-hydrated>` in an effect that
 * runs after every child's. A tap before that does nothing, and a checker that judges what a person sees
 * (the accessibility scan) would judge the server's HTML without the page's behaviour.
 */
export async function hydrated(page: Page, timeout?: number): Promise<void> {
  await expect(page.locator('html[data-hydrated]')).toBeAttached(timeout ? { timeout } : undefined);
}
