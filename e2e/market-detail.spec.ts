import { expect, test } from './helpers/test';
import { detailPath, products } from './helpers/market-detail';

test.describe('product detail', () => {
  test('package and duration switching, lifetime without a number, media videos first', async ({ page }) => {
    await page.goto(detailPath(products.supplyChain));
    await expect(page.getByRole('heading', { level: 1, name: '供应链管理云' })).toBeVisible();
    const specs = page.getByRole('group', { name: '规格' });
    const durations = page.getByRole('group', { name: '购买时长' });
    const price = page.getByTestId('product-price');
    await expect(specs.getByRole('button', { name: '基础版' })).toHaveAttribute('aria-pressed', 'true');
    await expect(durations.getByRole('button')).toHaveText(['1个月', '1年', '3年']);
    await expect(durations.getByRole('button', { name: '1个月' })).toHaveAttribute('aria-pressed', 'true');
    await expect(price).toHaveText('¥2,980.00 元');

    await durations.getByRole('button', { name: '3年' }).click();
    await expect(price).toHaveText('¥74,500.00 元');
    // A new package starts again at its first duration.
    await specs.getByRole('button', { name: '旗舰版' }).click();
    await expect(durations.getByRole('button', { name: '1个月' })).toHaveAttribute('aria-pressed', 'true');
    await expect(durations.getByRole('button')).toHaveText(['1个月', '1年', '3年', '永久']);
    await durations.getByRole('button', { name: '永久' }).click();
    await expect(price).toHaveText('¥384,000.00 元');
    await expect(page.getByText('/ 永久')).toBeVisible();

    const media = page.getByRole('region', { name: /图片与视频/ });
    await expect(media.locator('video')).toHaveCount(1);
    await expect(media.getByRole('button', { name: /^(视频|图片) \d$/ })).toHaveText(['▶', '▶', '', '', '']);
    await expect(page.getByRole('button', { name: '免费试用' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('currentApplication'))).toContain('"id":48');

    const lds = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((t) => JSON.parse(t));
    const ld = lds.find((l) => l['@type'] === 'Product');
    expect(ld.offers).toHaveLength(10);
    expect(ld.offers).toContainEqual(expect.objectContaining({ name: '旗舰版 永久', price: '384000.00', priceCurrency: 'CNY' }));
  });

  test('a negotiable product: 面议, no durations, ask-price instead of buy, no trial', async ({ page }) => {
    await page.goto(detailPath(products.negotiable));
    await expect(page.getByTestId('product-price')).toHaveText('面议');
    await expect(page.getByRole('group', { name: '购买时长' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: '询价' })).toBeVisible();
    await expect(page.getByRole('button', { name: '立即购买' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: '免费试用' })).toHaveCount(0);
  });

  test('vendor HTML with a script, an onerror handler and a javascript: link runs nothing', async ({ page }) => {
    const dialogs: string[] = [];
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    await page.addInitScript(() => {
      window.alert = () => ((window as unknown as { __xss: boolean }).__xss = true);
    });
    // The payload's <img src=x> kept its address and was asked for beside the page: a 404 in the console.
    const failed: string[] = [];
    page.on('response', (r) => void (r.status() >= 400 && failed.push(`${r.status()} ${new URL(r.url()).pathname}`)));
    await page.goto(detailPath(products.xss));
    const body = page.getByTestId('product-detail-html');
    await expect(body.getByText('点检路线与标准配置')).toBeVisible();
    await expect(body.getByRole('img', { name: '设备点检巡检小程序' })).toBeVisible();
    await expect(body.locator('script, [onerror], a[href^="javascript"]')).toHaveCount(0);
    await expect(body.locator('img')).toHaveCount(1);
    expect(failed).toEqual([]);
    await body.getByText('下载操作手册').click();
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => (window as unknown as { __xss?: boolean }).__xss)).toBeUndefined();
    expect(dialogs).toEqual([]);
  });

  test('a delisted product says so and returns to the list after 2 seconds', async ({ page }) => {
    await page.goto(detailPath(products.delisted));
    await expect(page.getByText('该应用已下架，即将返回应用列表')).toBeVisible();
    await expect(page.getByRole('button', { name: '立即购买' })).toHaveCount(0);
    await page.waitForURL('**/application/list', { timeout: 5_000 });
  });

  test('unknown and non-numeric ids answer 404', async ({ request }) => {
    for (const path of ['/application/list/detail/999999', '/application/list/detail/abc', '/application/list/detail/-1', '/application/list/detail/1e3']) {
      const response = await request.get(path);
      expect({ path, status: response.status() }).toEqual({ path, status: 404 });
    }
    expect((await request.get(detailPath(products.supplyChain))).status()).toBe(200);
  });
});
