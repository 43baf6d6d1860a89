import type { Page } from '@playwright/test';
import { expect, test } from './helpers/test';
import { horizontalOverflow } from './helpers/content';
import { cardNames, marketSearchBox, productRow, untilUrl } from './helpers/market';

// A company user arriving at the application marketplace (001 §2, §9): searches by name, opens a class,
// follows the banners, and looks through the official selection, the 0-yuan row, the selected blocks and
// the partner banners. The demo data (gateway/db/seed/market) decides the names below.

const placeholder = '更多应用即将上线';

test('the home shows every block, each row padded to its slots @phone', async ({ page }) => {
  const response = await page.goto('/application');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle(/^应用市场 - /);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/application$/);
  await expect(page.getByRole('heading', { level: 1, name: '应用市场' })).toBeVisible();

  // Up to 6 level-1 classes that have children; 数据服务 has none and is left out.
  const categories = page.getByRole('navigation', { name: '应用分类' });
  await expect(categories.getByRole('heading', { level: 3 })).toHaveText(['标识解析应用', '工业软件', '供应链协同', '质量追溯', '设备管理', '安全生产']);
  await expect(categories.getByRole('link', { name: '数据服务' })).toHaveCount(0);
  await expect(categories.getByRole('link', { name: '研发设计' })).toHaveAttribute('href', '/application/list?l1=2&l2=21');

  // Official selection: the first 4 recommended products.
  expect(await cardNames(productRow(page, '官方精选'))).toEqual(['标识注册管理平台', '标识解析数据网关', 'MES制造执行系统', '经销商订货平台']);

  // The 0-yuan row has 4 slots: the demo has 7 zero-trial products, so all 4 are products.
  const zero = productRow(page, '0元体验');
  await expect(zero).toHaveCount(4);
  await expect(zero.filter({ hasText: placeholder })).toHaveCount(0);
  await expect(zero.first()).toContainText('¥0.00 起');

  // Selected blocks: one per class with chosen products, 4 slots each, the missing ones as placeholders.
  const choice = page.getByRole('region', { name: '精选应用' });
  await expect(choice.getByRole('region')).toHaveCount(6);
  const expected: [string, number][] = [['标识解析应用', 4], ['工业软件', 3], ['供应链协同', 2], ['质量追溯', 1], ['设备管理', 2], ['安全生产', 1]];
  // A phone lists the cards one under another and shows one empty slot, not every one (issue 19 item 8).
  const phone = page.viewportSize()!.width < 600;
  for (const [name, products] of expected) {
    await expect(choice.getByRole('region', { name })).toBeVisible();
    const slots = productRow(page, name);
    const empty = phone ? Math.min(1, 4 - products) : 4 - products;
    await expect(slots).toHaveCount(products + empty);
    await expect(slots.filter({ hasText: placeholder })).toHaveCount(empty);
  }
  expect(await cardNames(productRow(page, '质量追溯'))).toEqual(['食品安全追溯平台']);

  // The partner banners, one leading to a product and one to an outside site.
  const partners = page.getByRole('region', { name: '合作伙伴' });
  await expect(partners.getByRole('link', { name: 'MES制造执行系统' })).toHaveAttribute('href', '/application/list/detail/15');
  await expect(partners.getByRole('link', { name: /www\.caict\.ac\.cn（在新窗口打开）/ })).toHaveAttribute('target', '_blank');
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
});

test('a category opens the list filtered by it', async ({ page }) => {
  await page.goto('/application');
  const categories = page.getByRole('navigation', { name: '应用分类' });
  await categories.getByRole('link', { name: '生产制造' }).click();
  await expect(page).toHaveURL(/\/application\/list\?l1=2&l2=22$/);
  expect(await cardNames(productRow(page, '应用列表'))).toEqual(['MES制造执行系统', '离散制造轻量化MES', 'APS高级计划排程系统', '车间数字看板']);
  await page.goBack();
  await page.getByRole('navigation', { name: '应用分类' }).getByRole('link', { name: '质量追溯', exact: true }).click();
  await expect(page).toHaveURL(/\/application\/list\?l1=4$/);
  await expect(productRow(page, '应用列表')).toHaveCount(6);
});

/** Stops the carousel and turns it to slide `n` (1-based) with its 'next' button. */
async function showSlide(page: Page, n: number) {
  const carousel = page.getByRole('region', { name: '推荐活动' });
  const dot = carousel.getByRole('button', { name: `第${n}张` });
  await expect(async () => {
    const pause = carousel.getByRole('button', { name: '暂停轮播' });
    if (await pause.isVisible()) await pause.click({ timeout: 1_000 });
    if ((await dot.getAttribute('aria-current')) !== 'true') await carousel.getByRole('button', { name: '下一张' }).click({ timeout: 1_000 });
    await expect(dot).toHaveAttribute('aria-current', 'true', { timeout: 500 });
  }).toPass({ timeout: 20_000 });
  return carousel.getByRole('group', { name: `${n} / 3` });
}

test('each banner kind: a product opens its detail, an outside site a new window, a missing product says so', async ({ page, context }) => {
  await context.route('https://www.miit.gov.cn/**', (route) => route.fulfill({ contentType: 'text/html; charset=utf-8', body: '<title>工业和信息化部</title><h1>stub</h1>' }));
  await page.goto('/application');

  // The outside site: a new window, the marketplace stays.
  const external = (await showSlide(page, 2)).getByRole('link', { name: /www\.miit\.gov\.cn（在新窗口打开）/ });
  await expect(external).toHaveAttribute('rel', /noopener/);
  const [popup] = await Promise.all([page.waitForEvent('popup'), external.click()]);
  await expect(popup).toHaveURL('https://www.miit.gov.cn/');
  await popup.close();
  await expect(page).toHaveURL(/\/application$/);

  // A product that is not listed: 暂无该应用, and the page stays.
  await (await showSlide(page, 3)).getByRole('button', { name: '推荐活动 3' }).click();
  await expect(page.getByRole('alert').filter({ hasText: '暂无该应用' })).toBeVisible();
  await expect(page).toHaveURL(/\/application$/);

  // A listed product: its detail page.
  await (await showSlide(page, 1)).getByRole('link', { name: '供应链管理云' }).click();
  await expect(page).toHaveURL(/\/application\/list\/detail\/48$/);
});

test('the search box sends the name to the list, and can be cleared', async ({ page }) => {
  await page.goto('/application');
  const box = marketSearchBox(page);
  // Typing before the page's scripts run is kept by the browser but not by the page: type again then.
  await expect(async () => {
    await box.fill('临时文字');
    await page.getByRole('button', { name: '清空搜索内容' }).click({ timeout: 1_000 });
    await expect(box).toHaveValue('', { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await expect(page.getByRole('button', { name: '清空搜索内容' })).toHaveCount(0);

  await box.fill('MES');
  await untilUrl(page, () => box.press('Enter', { timeout: 1_000 }), /\/application\/list\?name=MES$/);
  expect(await cardNames(productRow(page, '应用列表'))).toEqual(['MES制造执行系统', '离散制造轻量化MES']);
  await expect(marketSearchBox(page)).toHaveValue('MES');

  // Clearing a searched list shows the whole list again.
  await untilUrl(page, () => page.getByRole('button', { name: '清空搜索内容' }).click({ timeout: 1_000 }), /\/application\/list$/);
  await expect(marketSearchBox(page)).toHaveValue('');
  await expect(productRow(page, '应用列表')).toHaveCount(9);
});

test.describe('before the page’s scripts run', () => {
  test.use({ javaScriptEnabled: false });

  test('the search and its clear button work as plain forms, keeping the filters', async ({ page }) => {
    await page.goto('/application');
    await marketSearchBox(page).fill('MES');
    await marketSearchBox(page).press('Enter');
    await expect(page).toHaveURL(/\/application\/list\?name=MES$/);
    expect(await cardNames(productRow(page, '应用列表'))).toEqual(['MES制造执行系统', '离散制造轻量化MES']);

    // A searched list with a sort: clearing keeps the sort and drops the name.
    await page.goto('/application/list?name=MES&sort=price');
    await page.getByRole('button', { name: '清空搜索内容' }).click();
    await expect(page).toHaveURL(/\/application\/list\?sort=price$/);
    await expect(marketSearchBox(page)).toHaveValue('');
  });
});
