import { expect, test } from './helpers/test';
import { openAs } from './helpers/order';

test('the trade steps page: five steps and four recommendations', async ({ page }) => {
  await page.goto('/apporder');
  await expect(page.getByRole('heading', { name: '交易流程' })).toBeVisible();
  const steps = page.getByRole('list', { name: '交易流程' });
  for (const step of ['买家询价', '买卖双方洽谈', '卖家创建支付订单', '买家支付', '卖家交付']) await expect(steps.getByText(step, { exact: true })).toBeVisible();
  await expect(steps.getByRole('listitem')).toHaveCount(5);
  const recommended = page.getByRole('region', { name: '为您推荐' });
  await expect(recommended.getByRole('heading', { level: 3 })).toHaveCount(4);
});

test('the legacy wizard: choose a duration, confirm and pay, wait for the QR payment, finished', async ({ page }) => {
  await openAs(page, '/apporder?productId=48&packageId=4801');
  const stages = page.getByLabel('订单阶段');
  for (const stage of ['应用选择', '订单确认', '订单支付', '订单核销', '应用开通', '订单完成']) await expect(stages.getByText(stage)).toBeVisible();
  const steps = page.getByLabel('下单步骤');
  for (const step of ['选择时长', '确认订单并支付', '等待支付', '支付完成']) await expect(steps.getByText(step)).toBeVisible();
  await expect(page.getByRole('region', { name: '为您推荐' }).getByRole('heading', { level: 3 })).toHaveCount(4);

  await page.getByRole('button', { name: /1个月/ }).click();
  await page.getByRole('button', { name: '下一步' }).click();
  await expect(page.getByLabel('订单信息').getByText('¥2,980.00/月')).toBeVisible();
  await page.getByRole('button', { name: '确认订单并支付' }).click();
  await expect(page.getByRole('img', { name: '微信支付二维码' })).toBeVisible();
  const sandbox = await page.context().newPage();
  await sandbox.goto((await page.getByRole('link', { name: '在支付沙箱中打开' }).getAttribute('href'))!);
  await sandbox.getByRole('button', { name: '确认支付' }).click();
  await expect(sandbox.getByRole('status')).toHaveText('支付成功');
  await sandbox.close();
  // Real time here: the page's 2-second check finds the payment.
  await expect(page.getByText('支付成功，应用将在控制台开通')).toBeVisible({ timeout: 15_000 });
});
