import { expect, test } from './helpers/test';
import { openSignedIn, purchases } from './helpers/order';

test('a double-clicked confirm creates one order @desktop-only', async ({ page }) => {
  await openSignedIn(page, purchases.yearly);
  const answers: number[] = [];
  page.on('response', async (r) => {
    if (r.url().endsWith('/api/order/save')) answers.push(((await r.json()) as { orderId: number }).orderId);
  });
  await page.getByRole('button', { name: '提交订单' }).dblclick();
  await page.waitForURL(/\/application\/payment\?orderId=\d+$/);
  const orderId = Number(new URL(page.url()).searchParams.get('orderId'));
  expect(answers.length).toBeGreaterThanOrEqual(1);
  expect(new Set(answers)).toEqual(new Set([orderId]));
});

test('a retry after a lost answer gets the order the first submit made @desktop-only', async ({ page }) => {
  await openSignedIn(page, purchases.yearly);
  let madeByFirst = 0;
  // The first submit reaches the server and creates the order, but its answer never reaches the page.
  await page.route('**/api/order/save', async (route) => {
    const response = await route.fetch();
    madeByFirst = ((await response.json()) as { orderId: number }).orderId;
    await route.abort('connectionreset');
  }, { times: 1 });
  await page.getByRole('button', { name: '提交订单' }).click();
  await expect(page.getByText('请求错误，请稍后重试')).toBeVisible();
  expect(madeByFirst).toBeGreaterThan(0);
  await page.getByRole('button', { name: '提交订单' }).click();
  await page.waitForURL(new RegExp(`/application/payment\\?orderId=${madeByFirst}$`));
});
