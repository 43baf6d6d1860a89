import type { Page } from '@playwright/test';
import { expect, test } from './helpers/test';
import { framesDrawn } from './helpers/animations';
import { hydrated } from './helpers/hydration';
import { marketSearchBox, productRow } from './helpers/market';

// A person who asked for another page sees the thin bar at the top of the shell until it is there,
// whether they followed a link or a form sent them: a search on a busy node may take seconds, and a
// screen that does nothing meanwhile reads as broken.

/** Holds the flight data of the pages `picks` chooses for `ms`, as a loaded server would. */
async function slowPages(page: Page, picks: (url: URL) => boolean, ms: number) {
  await page.route(picks, async (route) => {
    if (route.request().headers()['rsc']) await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue();
  });
}

const bar = (page: Page) => page.getByRole('progressbar', { name: '页面加载中' });

test('a search shows the bar until its list is there; clearing the box alone does not', async ({ page }) => {
  await slowPages(page, (url) => url.pathname === '/application/list', 2_000);
  await page.goto('/application');
  await hydrated(page);
  const box = marketSearchBox(page);

  // Clearing the box on the marketplace's home goes nowhere: no bar.
  await box.fill('临时文字');
  await page.getByRole('button', { name: '清空搜索内容' }).click();
  await expect(box).toHaveValue('');
  await expect(bar(page)).toHaveCount(0);

  await box.fill('MES');
  await box.press('Enter');
  await expect(bar(page)).toBeVisible();
  await expect(page).toHaveURL(/\/application\/list\?name=MES$/);
  await expect(productRow(page, '应用列表')).toHaveCount(2);
  await expect(bar(page)).toHaveCount(0);

  // The pager's quick jump is a form too; and the list shown meanwhile is marked as being replaced.
  await page.goto('/application/list');
  await hydrated(page);
  const results = page.getByRole('region', { name: '应用列表' });
  await expect(results).not.toHaveAttribute('aria-busy');
  const pager = page.getByRole('navigation', { name: '应用列表分页' });
  await pager.getByRole('textbox', { name: /跳转页码/ }).fill('2');
  await pager.getByRole('button', { name: '确定' }).click();
  await expect(bar(page)).toBeVisible();
  await expect(results).toHaveAttribute('aria-busy', 'true');
  await expect(page).toHaveURL(/\/application\/list\?page=2$/);
  await expect(bar(page)).toHaveCount(0);
  await expect(results).not.toHaveAttribute('aria-busy');
});

test('a searched list being cleared or sorted is marked as being replaced until the new one is there', async ({ page }) => {
  await slowPages(page, (url) => url.pathname === '/application/list', 2_000);
  await page.goto('/application/list?name=MES');
  await hydrated(page);
  const results = page.getByRole('region', { name: '应用列表' });
  await expect(productRow(page, '应用列表')).toHaveCount(2);

  await page.getByRole('button', { name: '清空搜索内容' }).click();
  await expect(results).toHaveAttribute('aria-busy', 'true');
  await expect(page).toHaveURL(/\/application\/list$/);
  await expect(results).not.toHaveAttribute('aria-busy');

  // A link to another order of the same list too (the sort links are plain links).
  await results.getByRole('link', { name: /价格/ }).click();
  await expect(results).toHaveAttribute('aria-busy', 'true');
  await expect(page).toHaveURL(/sort=price/);
  await expect(results).not.toHaveAttribute('aria-busy');
});

test('going back to another place on the same page (a #fragment) brings no page, so no bar', async ({ page }) => {
  await page.goto('/develop_document');
  await hydrated(page);
  const contents = page.getByRole('navigation', { name: '文档目录' });
  await contents.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/develop_document#.+/);

  await page.goBack();
  await expect(page).toHaveURL(/\/develop_document$/);
  // Two frames after the back button, React has drawn whatever it made of it.
  await framesDrawn(page);
  await expect(bar(page)).toHaveCount(0);
});
