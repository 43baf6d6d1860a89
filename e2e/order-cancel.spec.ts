import { expect, test } from './helpers/test';
import { demoPassword, dragSlider } from './helpers/account';
import { openSignedIn, orderToPayment, purchases } from './helpers/order';

test('cancel asks first, then says so and goes back to the application list', async ({ page }) => {
  await openSignedIn(page, purchases.yearly);
  const orderId = await orderToPayment(page);
  await page.getByRole('button', { name: '取消订单' }).click();
  await expect(page.getByText('确定取消订单吗？')).toBeVisible();
  await page.getByRole('button', { name: '再想想' }).click();
  await expect(page.getByText('确定取消订单吗？')).toBeHidden();
  await expect(page).toHaveURL(/\/application\/payment/);
  await page.getByRole('button', { name: '取消订单' }).click();
  await page.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('订单取消成功')).toBeVisible();
  await page.waitForURL(/\/application\/list$/);
  await page.goto(`/application/payment?orderId=${orderId}`);
  await expect(page.getByText('该订单已取消')).toBeVisible();
  await expect(page.getByText('已取消', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: '取消订单' })).toHaveCount(0);
});

test('someone else’s order reveals nothing, and a missing order id goes to the list @desktop-only', async ({ page, browser }) => {
  await openSignedIn(page, purchases.yearly);
  const orderId = await orderToPayment(page);
  const other = await browser.newContext({ locale: 'zh-CN', baseURL: test.info().project.use.baseURL });
  const visitor = await other.newPage();
  await visitor.goto(`/login?from=${encodeURIComponent(`/application/payment?orderId=${orderId}`)}`);
  await visitor.getByLabel('手机号/用户名').fill('demo_user');
  await visitor.getByLabel('密码', { exact: true }).fill(demoPassword);
  await dragSlider(visitor);
  await visitor.getByRole('button', { name: '登录', exact: true }).click();
  await visitor.waitForURL(/\/application\/payment\?orderId=/);
  await expect(visitor.getByText('订单不存在或无权查看')).toBeVisible();
  await expect(visitor.getByText('供应链管理云')).toHaveCount(0);
  await visitor.goto('/application/payment');
  await expect(visitor).toHaveURL(/\/application\/list$/);
  await other.close();
});
