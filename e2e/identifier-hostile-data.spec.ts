import { expect, test } from './helpers/test';
import { watchPage } from './helpers/watch-page';

// The identifier page is cached for every scanner and served without a nonce (docs/decisions/0025), so
// what a company types must stay text. 88.365.9/PAYLOAD1 carries script in its name, company, website,
// introduction, scene names and values, trace stations and images (gateway/db/seed/identifiers/hostile.ts).

const path = '/product_scene/88.365.9/PAYLOAD1';

test('a company that typed script into every field gets text on the page, and nothing runs', async ({ page }) => {
  const { problems } = watchPage(page);
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('脚本测试标识</script><script>');
  await expect(page.getByText('企业简介中含有脚本：</script><script>', { exact: false })).toBeVisible();
  // A javascript: website is shown as text, never as a link.
  await expect(page.getByRole('link', { name: /javascript:/ })).toHaveCount(0);
  await expect(page.getByText('javascript:window.__pwned="website"', { exact: false })).toBeVisible();

  // Every scene tab opened: its names and values are text too.
  const tabs = page.getByRole('tab');
  const count = await tabs.count();
  expect(count).toBe(2);
  for (let i = 0; i < count; i++) {
    await tabs.nth(i).click();
    await expect(page.getByRole('tabpanel')).toBeVisible();
  }
  await expect(page.getByRole('tabpanel').getByText('<svg onload=', { exact: false }).first()).toBeVisible();

  // The structured data is still one valid JSON document whose name holds the breaker as text.
  const ld = await page.locator('script[type="application/ld+json"]').first().textContent();
  const product = JSON.parse(ld ?? '{}') as { name?: string };
  expect(product.name).toContain('</script><script>');

  expect(await page.evaluate(() => (window as unknown as { __pwned?: unknown }).__pwned)).toBeUndefined();
  expect(dialogs).toEqual([]);
  expect(problems).toEqual([]);
});
