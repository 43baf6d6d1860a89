import { expect, test } from './helpers/test';

// Someone types an identifier as it comes, in lower case: it resolves (as Handle does, ASCII case does
// not matter) and the address becomes the canonical one; an identifier nobody has is named back to them.

test('a lower-case identifier redirects to its canonical address and shows the item', async ({ page }) => {
  const response = await page.goto('/product_scene/88.365.1/demo0001');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL(/\/product_scene\/88\.365\.1\/DEMO0001$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('伺服电机');
  await expect(page.getByText('88.365.1/DEMO0001', { exact: true })).toBeVisible();
});

test('the redirect is permanent and names the canonical address, for crawlers and caches @desktop-only', async ({ request }) => {
  for (const typed of ['/product_scene/88.365.1/demo0001', '/product_scene/88.365.1/Demo0001']) {
    const response = await request.get(typed, { maxRedirects: 0 });
    expect(response.status()).toBe(308);
    // The render that fills the cache gets its Location twice from Next 16.4 (the same value; decision
    // 0025), later answers once: every value given must be the canonical address.
    const locations = response.headersArray().filter((h) => h.name.toLowerCase() === 'location');
    expect(locations.length).toBeGreaterThan(0);
    for (const { value } of locations) expect(new URL(value, 'http://x').pathname).toBe('/product_scene/88.365.1/DEMO0001');
  }
  expect((await request.get('/product_scene/88.365.1/DEMO0001', { maxRedirects: 0 })).status()).toBe(200);
});

test('typed in lower case into the search box, the identifier opens its canonical page', async ({ page }) => {
  await page.goto('/product_scene/88.365.1/NOPE0000');
  const box = page.getByRole('main').getByRole('textbox', { name: '标识查询' });
  await box.fill('88.365.1/norecall');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/product_scene\/88\.365\.1\/NORECALL$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('the not-found screen names the code that was looked up', async ({ page }) => {
  const response = await page.goto('/product_scene/88.365.1/nope0000');
  expect(response?.status()).toBe(404);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: '标识不存在，请检查后再扫码' })).toBeVisible();
  await expect(main.getByText('您查询的标识：88.365.1/nope0000')).toBeVisible();
  // Whatever was in the address is text, never markup.
  await page.goto('/product_scene/88.365.1/%3Cb%3Ebold%3C%2Fb%3E');
  await expect(main.getByText('您查询的标识：88.365.1/<b>bold</b>')).toBeVisible();
  await expect(main.locator('b')).toHaveCount(0);
});
