import { expect, test } from './helpers/test';
import { openSignedIn, purchases } from './helpers/order';

test.describe('confirm order and a free order', () => {
  test('a free order skips payment and lands on the result page', async ({ page }) => {
    await openSignedIn(page, purchases.free);
    await expect(page.getByRole('heading', { name: '确认订单' })).toBeVisible();
    const steps = page.getByRole('list', { name: '购买步骤' }).or(page.getByLabel('购买步骤'));
    for (const step of ['应用选择', '订单确认', '订单支付']) await expect(steps.getByText(step)).toBeVisible();
    const details = page.getByLabel('订单信息');
    await expect(details.getByText('标识注册管理平台')).toBeVisible();
    await expect(details.getByText('免费版')).toBeVisible();
    await expect(details.getByText('永久')).toBeVisible();
    await expect(details.getByText('¥0.00')).toHaveCount(2);
    await page.getByRole('button', { name: '提交订单' }).click();
    await page.waitForURL(/\/application\/payResult\?orderId=\d+$/);
    await expect(page.getByText('订单已完成，应用将在控制台开通')).toBeVisible();
    await expect(page.getByText('已支付')).toBeVisible();
    await expect(page.getByText(/1[45]秒后前往控制台订单列表/)).toBeVisible();
  });

  test('standard price, the remark limit, and the second address of the page', async ({ page }) => {
    await openSignedIn(page, purchases.threeYears);
    const details = page.getByLabel('订单信息');
    await expect(details.getByText('3年')).toBeVisible();
    await expect(details.getByText('¥24,833.33/年')).toBeVisible();
    await expect(details.getByText('¥74,500.00')).toBeVisible();
    const remark = page.getByLabel('订单备注');
    // The submit button is enabled once the form has hydrated: typed before that, React never sees the text.
    await expect(page.getByRole('button', { name: '提交订单' })).toBeEnabled();
    await remark.fill('请'.repeat(301));
    await expect(page.getByText('备注不能超过300个字符')).toBeVisible();
    await page.getByRole('button', { name: '提交订单' }).click();
    await expect(page).toHaveURL(/confirmOrder/);
    await remark.press('Backspace');
    await expect(page.getByText('300/300')).toBeVisible();
    await expect(page.getByText('备注不能超过300个字符')).toBeHidden();

    await page.goto(purchases.monthly.replace('confirmOrder', 'confirm-order'));
    await expect(page.getByRole('heading', { name: '确认订单' })).toBeVisible();
    await expect(page.getByLabel('订单信息').getByText('¥2,980.00/月')).toBeVisible();
  });

  test('a missing or mismatched product, package or price goes back to the application list @desktop-only', async ({ page }) => {
    await openSignedIn(page, purchases.yearly);
    for (const bad of [
      '/application/confirmOrder',
      '/application/confirmOrder?productId=48&packageId=4801',
      '/application/confirmOrder?productId=48&packageId=4801&priceId=1011',
      '/application/confirmOrder?productId=48&packageId=101&priceId=1011',
      '/application/confirmOrder?productId=999999&packageId=4801&priceId=48012',
      '/application/confirmOrder?productId=2&packageId=201&priceId=2011',
    ]) {
      await page.goto(bad);
      await expect(page).toHaveURL(/\/application\/list$/);
    }
  });

  test('a visitor without an identifier prefix sees why and cannot submit', async ({ page }) => {
    await openSignedIn(page, purchases.yearly, 'demo_user');
    await expect(page.getByText('购买应用需先完成标识前缀注册，当前无法提交订单')).toBeVisible();
    await expect(page.getByRole('button', { name: '提交订单' })).toBeDisabled();
    // The way to a prefix, as the product page offers it.
    await page.getByRole('link', { name: '前往注册' }).click();
    await expect(page).toHaveURL(/\/identification$/);
  });
});
