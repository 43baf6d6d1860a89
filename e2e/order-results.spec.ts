import { expect, test } from './helpers/test';
import { consoleOrders, freezeClock, openSignedIn, purchases, stubConsole } from './helpers/order';

test('the payment result counts down 15 s, then the console order list', async ({ page }) => {
  await openSignedIn(page, purchases.free);
  await page.getByRole('button', { name: '提交订单' }).click();
  await page.waitForURL(/\/application\/payResult\?orderId=\d+$/);
  const resultUrl = page.url();
  await freezeClock(page);
  await page.goto(resultUrl);
  await expect(page.getByText('15秒后前往控制台订单列表')).toBeVisible();
  await page.clock.runFor(10_000);
  await expect(page.getByText('5秒后前往控制台订单列表')).toBeVisible();
  await page.clock.runFor(4_000);
  await expect(page.getByText('1秒后前往控制台订单列表')).toBeVisible();
  expect(page.url()).toBe(resultUrl);
  await page.clock.runFor(1_500);
  await page.waitForURL(consoleOrders);
  await expect(page.getByRole('heading', { name: '控制台订单列表（测试替身）' })).toBeVisible();
});

test('the payment result without an order id goes to the application list, like its siblings', async ({ page }) => {
  await openSignedIn(page, purchases.free);
  for (const path of ['/application/payResult', '/application/payment']) {
    await page.goto(path);
    await page.waitForURL((url) => url.pathname === '/application/list');
  }
});

test('/success counts down 6 s, then home', async ({ page }) => {
  await stubConsole(page.context());
  await freezeClock(page);
  await page.goto('/success');
  await expect(page.getByRole('heading', { name: '支付成功' })).toBeVisible();
  await expect(page.getByText('6秒后返回首页')).toBeVisible();
  await page.clock.runFor(5_000);
  await expect(page.getByText('1秒后返回首页')).toBeVisible();
  await page.clock.runFor(1_500);
  await page.waitForURL(/\/home$/);
});
