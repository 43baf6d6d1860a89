import type { Page } from '@playwright/test';
import { expect, test } from './helpers/test';
import { freezeClock, openSignedIn, orderToPayment, purchases } from './helpers/order';

/**
 * Counts the page's checks of the WeChat result that have ended (answered or failed). The page sets
 * its next timer when a check ends, so a test moves the paused clock only after that.
 */
function countChecks(page: Page) {
  const counter = { n: 0 };
  const ended = (r: { url(): string }) => {
    if (r.url().includes('/api/order/wechat-result')) counter.n += 1;
  };
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  return counter;
}

/** Waits until n checks have ended and the page has had a moment to set its next timer. */
async function checksEnded(page: Page, counter: { n: number }, n: number) {
  await expect.poll(() => counter.n).toBe(n);
  await page.waitForTimeout(150);
}

async function openWechat(page: Page) {
  await page.getByRole('tab', { name: '微信支付' }).click();
  await expect(page.getByRole('img', { name: '微信支付二维码' })).toBeVisible();
  return (await page.getByRole('link', { name: '在支付沙箱中打开' }).getAttribute('href'))!;
}

async function pressInSandbox(page: Page, sandboxUrl: string, button: '确认支付' | '支付失败') {
  const sandbox = await page.context().newPage();
  await sandbox.goto(sandboxUrl);
  await expect(sandbox.getByRole('heading', { name: '支付沙箱' })).toBeVisible();
  await expect(sandbox.getByText('微信支付')).toBeVisible();
  await sandbox.getByRole('button', { name: button }).click();
  await expect(sandbox.getByRole('status')).toHaveText(button === '确认支付' ? '支付成功' : '支付失败');
  await sandbox.close();
}

test('a WeChat QR order paid in the sandbox while the page polls: 2 s, then 5 s after 10 checks; an outage is said and survived', async ({ page }) => {
  await openSignedIn(page, purchases.monthly);
  const orderId = await orderToPayment(page);
  await freezeClock(page);
  await page.goto(`/application/payment?orderId=${orderId}`);
  const checks = countChecks(page);
  const sandboxUrl = await openWechat(page);
  await expect(page.getByText('等待支付结果…')).toBeVisible();
  // One truth about the order (issue 19 item 5): a placed code has started the payment.
  const details = page.getByLabel('订单信息');
  await expect(details).toContainText('支付中');
  await expect(details).not.toContainText('待支付');

  for (let i = 1; i <= 10; i++) {
    await page.clock.runFor(2_000);
    await checksEnded(page, checks, i);
  }
  // After 10 checks the next one waits 5 s: nothing at +2 s, the 11th at +5 s.
  await page.clock.runFor(2_000);
  await page.waitForTimeout(500);
  expect(checks.n).toBe(10);
  await page.clock.runFor(3_000);
  await checksEnded(page, checks, 11);

  // The portal or gateway down for one check: the page says so and keeps asking.
  await page.route('**/api/order/wechat-result**', (route) => route.abort('connectionrefused'));
  await page.clock.runFor(5_000);
  await checksEnded(page, checks, 12);
  await expect(page.getByText('暂时无法获取支付结果，正在重试…')).toBeVisible();
  await page.unroute('**/api/order/wechat-result**');
  await page.clock.runFor(5_000);
  await checksEnded(page, checks, 13);
  await expect(page.getByText('等待支付结果…')).toBeVisible();

  await pressInSandbox(page, sandboxUrl, '确认支付');
  await page.clock.runFor(5_000);
  await expect(page.getByText('支付成功，应用将在控制台开通')).toBeVisible();
  // Every status on the page follows the result at once: no 待支付 or 支付中 beside 支付成功.
  await expect(details).toContainText('已支付');
  await expect(details).not.toContainText(/待支付|支付中/);
  await expect(page.getByRole('list', { name: '购买步骤' }).or(page.getByLabel('购买步骤'))).toBeVisible();
  const done = checks.n;
  await page.clock.runFor(20_000);
  await page.waitForTimeout(500);
  expect(checks.n).toBe(done);
  await page.reload();
  await expect(page.getByText('该订单已支付，无需重复付款')).toBeVisible();
});

test('a failed sandbox payment: the page says so, offers a new code, and the new one pays', async ({ page }) => {
  await openSignedIn(page, purchases.monthly);
  const orderId = await orderToPayment(page);
  await freezeClock(page);
  await page.goto(`/application/payment?orderId=${orderId}`);
  const first = await openWechat(page);
  await pressInSandbox(page, first, '支付失败');
  await page.clock.runFor(2_000);
  await expect(page.getByText('支付未成功，请重新生成二维码后再试')).toBeVisible();
  await page.getByRole('button', { name: '重新生成二维码' }).click();
  const link = page.getByRole('link', { name: '在支付沙箱中打开' });
  await expect(link).not.toHaveAttribute('href', first);
  await pressInSandbox(page, (await link.getAttribute('href'))!, '确认支付');
  await page.clock.runFor(2_000);
  await expect(page.getByText('支付成功，应用将在控制台开通')).toBeVisible();
  await expect(page.getByLabel('订单信息')).toContainText('已支付');
  await expect(page.getByLabel('订单信息')).not.toContainText(/待支付|支付中/);
});

test('polling stops when the WeChat panel is left', async ({ page }) => {
  await openSignedIn(page, purchases.monthly);
  const orderId = await orderToPayment(page);
  await freezeClock(page);
  await page.goto(`/application/payment?orderId=${orderId}`);
  const checks = countChecks(page);
  await openWechat(page);
  await page.clock.runFor(2_000);
  await checksEnded(page, checks, 1);
  await page.getByRole('tab', { name: '线下转账' }).click();
  await page.clock.runFor(30_000);
  await page.waitForTimeout(500);
  expect(checks.n).toBe(1);
});
