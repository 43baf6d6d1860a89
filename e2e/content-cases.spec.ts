import { expect, test } from './helpers/test';
import { expectConsultation, horizontalOverflow, recordConsultations } from './helpers/content';

// A visitor reading customer cases: the list grows by ten, a case shows its figures with rise
// markers, its story and the products it used; 'I want the same service' asks for a consultation.

test('the list starts with ten cases and "view more" adds ten at a time', async ({ page }) => {
  await page.goto('/cooperation_case');
  const list = page.getByRole('list', { name: '合作案例' });
  const items = list.locator(':scope > li');
  await expect(items).toHaveCount(10);
  const more = page.getByRole('button', { name: '查看更多' });
  await expect(async () => {
    await more.click();
    await expect(items).toHaveCount(20, { timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  // Focus moves to the first new case, so keyboard and screen-reader users continue from there.
  await expect(items.nth(10)).toBeFocused();
  await more.click();
  await expect(items).toHaveCount(25);
  await expect(more).toBeHidden();
  await expect(page.getByRole('status')).toHaveText('已显示 25 / 25 个案例');
  await expect(page.getByRole('list', { name: '合作伙伴' }).getByRole('listitem')).toHaveCount(16);
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
});

test('a case shows its figures, background, pain points, solution and products', async ({ page }) => {
  await recordConsultations(page);
  await page.goto('/cooperation_case');
  await page.getByRole('link', { name: /缺料停线次数下降七成/ }).click();
  await expect(page).toHaveURL(/\/cooperation_case\/detail\/2$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('供应商协同上云，缺料停线次数下降七成');

  const stats = page.locator('#stats dl');
  await expect(stats.locator('dt')).toHaveText(['来料收货效率提升', '缺料停线次数下降', '原材料库存周转天数减少']);
  await expect(stats.locator('dd').first()).toContainText('60%（上升）');
  await expect(stats.locator('dd').nth(1)).toContainText('（下降）');
  for (const id of ['background', 'pain-points', 'solution-items']) await expect(page.locator(`#${id}`)).toBeVisible();

  const products = page.locator('#products').getByRole('link');
  await expect(products).toHaveCount(3);
  await expect(products.first()).toHaveAttribute('href', '/application/detail/48');
  await expect(products.first()).toContainText('供应链管理云');

  await expectConsultation(page, page.getByRole('button', { name: '我要同款服务' }).first(), 'case-2');
  await expectConsultation(page, page.getByRole('button', { name: '我要同款服务' }).last(), 'case-2');
});

test('cases outside 1-7 are the not-found page with 404', async ({ page }) => {
  for (const path of ['/cooperation_case/detail/8', '/cooperation_case/detail/01x']) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByText('您访问的页面不存在或已被移除')).toBeVisible();
  }
});
