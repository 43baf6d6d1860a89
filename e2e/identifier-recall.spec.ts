import type { Page } from '@playwright/test';
import { expect, test } from './helpers/test';

// Someone scans a recalled product (88.365.1/DEMO0001 is in its company's recall list): the page says
// so on the first screen, on a phone too, and the notice opens the recall tab, which keeps its banner
// (issue 19: on a phone the banner sat behind the sixth tab, below an illustration 268 px tall).

const recalled = '/product_scene/88.365.1/DEMO0001';
const notice = (page: Page) => page.getByRole('region', { name: '召回提示' });

async function expectFirstScreen(page: Page) {
  const box = (await notice(page).boundingBox())!;
  const viewport = page.viewportSize()!;
  // Above the item's name and inside the first screen, without scrolling.
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
  const name = (await page.getByRole('heading', { level: 1 }).boundingBox())!;
  expect(box.y).toBeLessThan(name.y);
  expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
}

async function expectRecallTabOpen(page: Page) {
  const tab = page.getByRole('tab', { name: '产品召回' });
  await expect(tab).toHaveAttribute('aria-selected', 'true');
  await expect(tab).toBeFocused();
  const banner = page.getByRole('tabpanel').getByText('该产品在企业召回名单中，请联系售后处理');
  await expect(banner).toBeVisible();
  await expect(banner).toBeInViewport();
}

test('a recalled item says so at the top of the first screen, and the notice opens the recall tab @phone', async ({ page }) => {
  await page.goto(recalled);
  await expect(notice(page)).toContainText('该产品在企业召回名单中，请联系售后处理');
  await expectFirstScreen(page);
  // The first tab is another scene; the notice's link opens the recall one.
  await expect(page.getByRole('tab', { name: '产品召回' })).toHaveAttribute('aria-selected', 'false');
  await notice(page).getByRole('link', { name: '查看召回详情' }).click();
  await expectRecallTabOpen(page);
});

test('the notice works from the keyboard, and its address opens the recall tab directly', async ({ page }) => {
  await page.goto(recalled);
  const link = notice(page).getByRole('link', { name: '查看召回详情' });
  await link.focus();
  await page.keyboard.press('Enter');
  await expectRecallTabOpen(page);
  // The link's own address (shared, bookmarked or opened without scripts first) names the same tab.
  const href = await link.getAttribute('href');
  expect(href).toMatch(/^#scene-tab-\d+$/);
  await page.goto('/home');
  await page.goto(`${recalled}${href}`);
  await expectRecallTabOpen(page);
});

test('on a phone the picture leaves room: notice, name and code on the first screen, the tabs start on it @phone-only', async ({ page }) => {
  await page.goto(recalled);
  const viewport = page.viewportSize()!;
  const picture = (await page.getByRole('img', { name: /伺服电机/ }).boundingBox())!;
  // Was 358 × 268 at 390 px; a thumbnail beside the name now.
  expect(picture.height).toBeLessThanOrEqual(viewport.height * 0.15);
  for (const target of [page.getByRole('heading', { level: 1 }), page.getByText('标识编码：'), page.getByRole('tablist', { name: '标识场景' })]) {
    const box = (await target.boundingBox())!;
    expect(box.y).toBeLessThan(viewport.height);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
  await page.setViewportSize({ width: 360, height: 740 });
  await expectFirstScreen(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});

test('an item not in the recall list has no notice; its recall tab says it is not recalled', async ({ page }) => {
  await page.goto('/product_scene/88.365.1/NORECALL');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(notice(page)).toHaveCount(0);
  await page.getByRole('tab', { name: '产品召回' }).click();
  await expect(page.getByRole('tabpanel').getByText('该产品不在企业召回名单中，如有疑问请咨询售后')).toBeVisible();
});
