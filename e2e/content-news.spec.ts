import { expect, test } from './helpers/test';
import { cumulativeLayoutShift, horizontalOverflow, largestContentfulPaint } from './helpers/content';

// A reader browsing the industry news: one tab, four items a page, the page in the URL, then an item
// with its hot list, related items and specification documents (001 §2, §9).

test('the list shows four items a page, and its pager keeps the page in the URL', async ({ page }) => {
  await page.goto('/news');
  await expect(page.getByRole('tab', { name: '行业资讯' })).toHaveAttribute('aria-selected', 'true');
  const items = page.getByRole('tabpanel').getByRole('article');
  await expect(items).toHaveCount(4);
  await expect(items.first()).toContainText('二级节点通过年度安全评估');

  const pager = page.getByRole('navigation', { name: '资讯分页' });
  // A click while the page hydrates can be lost, as a person's early tap is: tap again.
  await expect(async () => {
    await pager.getByRole('link', { name: /2/ }).first().click();
    await expect(page).toHaveURL(/\/news\?page=2$/, { timeout: 2000 });
  }).toPass({ timeout: 15_000 });
  await expect(items).toHaveCount(4);
  await expect(items.first()).not.toContainText('二级节点通过年度安全评估');
  // Back returns to the first page.
  await page.goBack();
  await expect(page).toHaveURL(/\/news$/);
  await expect(items.first()).toContainText('二级节点通过年度安全评估');
  await page.goForward();
  await expect(items.first()).not.toContainText('二级节点通过年度安全评估');

  // Quick jump to the last page.
  await expect(async () => {
    await pager.getByRole('textbox').fill('3');
    await pager.getByRole('button', { name: '确定' }).click();
    await expect(page).toHaveURL(/\/news\?page=3$/, { timeout: 2000 });
  }).toPass({ timeout: 15_000 });
  await expect(items).toHaveCount(4);
  await expect(items.last()).toContainText('工业互联网创新发展行动计划');
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
});

test('a shared link to a later page opens on that page; a page out of range shows the nearest', async ({ page }) => {
  await page.goto('/news?page=3');
  const items = page.getByRole('tabpanel').getByRole('article');
  await expect(items.last()).toContainText('工业互联网创新发展行动计划');
  await page.goto('/news?page=99');
  await expect(items.last()).toContainText('工业互联网创新发展行动计划');
  await page.goto('/news?page=abc');
  await expect(items.first()).toContainText('二级节点通过年度安全评估');
});

test('an item shows its title, category, time, body, six hot items, three related and its documents', async ({ page, request }) => {
  await page.goto('/news/detail/5');
  const article = page.getByRole('article').first();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('《电子信息行业产品标识编码规范（试行）》发布');
  await expect(article.getByText('行业资讯', { exact: true })).toBeVisible();
  await expect(article.locator('time')).toHaveText('2021-12-10');
  await expect(article.getByRole('heading', { level: 2, name: '编码结构' })).toBeVisible();
  await expect(page.getByRole('complementary').getByRole('listitem')).toHaveCount(6);
  const related = page.getByRole('region', { name: '相关推荐' }).getByRole('article');
  await expect(related).toHaveCount(3);

  const download = page.getByRole('link', { name: '电子信息行业产品标识编码规范（试行）', exact: true });
  await expect(download).toHaveAttribute('download', '');
  const file = await request.get((await download.getAttribute('href')) ?? '');
  expect(file.status()).toBe(200);
  expect(file.headers()['content-type']).toContain('application/pdf');
  expect((await file.body()).subarray(0, 5).toString()).toBe('%PDF-');

  // The related items lead on.
  await related.first().getByRole('link').click();
  await expect(page).toHaveURL(/\/news\/detail\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('《电子信息行业产品标识编码规范（试行）》发布');
});

test('an unknown item is the not-found page with 404 and a way back', async ({ page }) => {
  for (const path of ['/news/detail/8', '/news/detail/abc']) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByText('您访问的页面不存在或已被移除')).toBeVisible();
    await expect(page.getByRole('link', { name: /首页/ }).first()).toBeVisible();
  }
});

test('the list and an item do not shift while they load on a phone @phone-only', async ({ page }, testInfo) => {
  for (const path of ['/news', '/news/detail/1']) {
    await page.goto(path, { waitUntil: 'load' });
    const lcp = await largestContentfulPaint(page);
    const cls = await cumulativeLayoutShift(page);
    testInfo.annotations.push({ type: 'web-vitals', description: `${path} phone: CLS ${cls.toFixed(4)}, LCP ${Math.round(lcp)} ms` });
    expect(cls).toBeLessThan(0.1);
  }
});
