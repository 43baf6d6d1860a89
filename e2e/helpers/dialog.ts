import { expect, type Locator, type Page } from '@playwright/test';
import { hydrated } from './hydration';

/**
 * Opens `dialog` by tapping `control` once, after the page has hydrated (a tap before it does nothing).
 * One tap only: the dialog's code loads on that tap, and a second tap while it loads would land on the
 * opened dialog's backdrop and close it, or find the control behind the modal out of reach (tapping until
 * it showed failed both ways on a busy machine). The dialog may take a while to load there, hence 20 s.
 */
export async function openDialogOnce(page: Page, control: Locator, dialog: Locator): Promise<Locator> {
  await hydrated(page, 20_000);
  await control.click();
  await expect(dialog).toBeVisible({ timeout: 20_000 });
  return dialog;
}
