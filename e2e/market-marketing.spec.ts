import { expect, test } from './helpers/test';

test.describe('application marketing page', () => {
  test('id 48: banner, consult and trial buttons, four sections, navigation fixed after 518 px @phone', async ({ page }) => {
    await page.goto('/application/detail/48');
    await expect(page.getByRole('heading', { level: 1, name: '供应链管理云' })).toBeVisible();
    await expect(page.getByRole('link', { name: '免费试用' })).toHaveAttribute('href', '/application/list/detail/48');
    const nav = page.getByRole('navigation', { name: '页面导航' });
    await expect(nav.getByRole('link')).toHaveText(['产品优势', '产品功能', '应用场景', '应用价值']);
    for (const name of ['产品优势', '产品功能', '应用场景', '应用价值']) await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();

    const position = () => nav.evaluate((el) => getComputedStyle(el).position);
    expect(await position()).not.toBe('fixed');
    await page.evaluate(() => window.scrollTo(0, 500));
    await page.waitForTimeout(200);
    expect(await position()).not.toBe('fixed');
    await page.evaluate(() => window.scrollTo(0, 600));
    await expect.poll(position).toBe('fixed');
    await expect(nav).toBeInViewport();
    await nav.getByRole('link', { name: '应用价值' }).click();
    await expect(nav.getByRole('link', { name: '应用价值' })).toHaveAttribute('aria-current', 'location');
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(position).not.toBe('fixed');

    await page.getByRole('button', { name: '立即咨询' }).first().click();
    await expect(page.getByRole('dialog', { name: '立即咨询' })).toBeVisible();
  });

  test('no trial button when the package’s trial duration is -1', async ({ page }) => {
    await page.goto('/application/detail/40');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: '免费试用' })).toHaveCount(0);
  });

  test('no trial button where the product page offers none (product 11: trial days but no appId)', async ({ page }) => {
    await page.goto('/application/list/detail/11');
    await expect(page.getByRole('button', { name: /立即购买|询价/ }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: '免费试用' })).toHaveCount(0);
    await page.goto('/application/detail/11');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: '免费试用' })).toHaveCount(0);
  });

  test('unknown and non-numeric ids answer 404', async ({ request }) => {
    for (const path of ['/application/detail/999', '/application/detail/abc', '/application/detail/0']) {
      expect({ path, status: (await request.get(path)).status() }).toEqual({ path, status: 404 });
    }
  });
});
