import { expect, test } from './helpers/test';
import { openAs, openSignedIn, orderToPayment, purchases } from './helpers/order';
import { watchPage } from './helpers/watch-page';

test('an online payment: off to the cashier (the sandbox), paid, and back to the result page', async ({ page }) => {
  await openAs(page, purchases.yearly);
  const orderId = await orderToPayment(page);
  // Issue 39 item 11: from here to the result, nothing the browser asks for fails and its console stays
  // clear (the sandbox page's missing icon made the browser ask for /favicon.ico, a 404).
  const { problems } = watchPage(page);
  const failed: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400) failed.push(`${response.status()} ${response.request().method()} ${response.url()}`);
  });
  await page.getByRole('tab', { name: '在线支付' }).click();
  await page.getByRole('button', { name: '前往支付' }).click();
  await page.waitForURL(/\/api\/pay-sandbox\/pay\//);
  await expect(page.getByRole('heading', { name: '支付沙箱' })).toBeVisible();
  await expect(page.getByText('在线支付')).toBeVisible();
  await expect(page.getByText('¥29,800.00')).toBeVisible();
  await page.getByRole('button', { name: '确认支付' }).click();
  await page.waitForURL(new RegExp(`/application/payResult\\?orderId=${orderId}$`));
  await expect(page.getByText('支付成功，应用将在控制台开通')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(failed).toEqual([]);
  expect(problems).toEqual([]);
});

test('a failed online payment comes back unpaid, with the way back to pay', async ({ page }) => {
  await openSignedIn(page, purchases.yearly);
  const orderId = await orderToPayment(page);
  await page.getByRole('tab', { name: '在线支付' }).click();
  await page.getByRole('button', { name: '前往支付' }).click();
  await page.getByRole('button', { name: '支付失败' }).click();
  await page.waitForURL(new RegExp(`/application/payResult\\?orderId=${orderId}$`));
  await expect(page.getByText('订单尚未完成支付')).toBeVisible();
  await page.getByRole('link', { name: '返回支付' }).click();
  await page.waitForURL(new RegExp(`/application/payment\\?orderId=${orderId}$`));
  await expect(page.getByRole('tab', { name: '在线支付' })).toBeVisible();
});
