import { expect, test } from './helpers/test';
import { openSignedIn, orderToPayment, png, purchases } from './helpers/order';

test('a paid order by offline transfer: bank details, every form message, proof upload per file, then review', async ({ page }) => {
  await openSignedIn(page, purchases.yearly);
  await orderToPayment(page);
  for (const step of ['应用选择', '订单确认', '订单支付']) await expect(page.getByLabel('购买步骤').getByText(step)).toBeVisible();
  const payee = page.getByLabel('收款账户');
  await expect(payee.getByText('重庆两江智链标识科技有限公司')).toBeVisible();
  await expect(payee.getByText('中国工商银行重庆两江分行营业部')).toBeVisible();
  await expect(payee.getByText('3100 0211 0920 0168 835')).toBeVisible();
  await expect(page.getByText('提交付款信息后，平台将在1-2个工作日内完成审核，如有疑问请致电400-880-3650')).toBeVisible();
  await expect(page.getByRole('tab', { name: '线下转账' })).toHaveAttribute('aria-selected', 'true');

  // Every field empty: every message at once.
  const amount = page.getByLabel('付款金额（元）');
  await expect(amount).toHaveValue('29800.00');
  await amount.fill('');
  await page.getByRole('button', { name: '提交付款信息' }).click();
  for (const message of ['请输入开户银行', '请输入账户名称', '请输入银行账号', '请输入付款金额', '请输入付款日期', '请上传付款凭证']) {
    await expect(page.getByText(message)).toBeVisible();
  }

  await page.getByLabel('开户银行').fill('中国工商银行苏州工业园区支行');
  await page.getByLabel('账户名称').fill('苏州智联精密制造有限公司');
  await page.getByLabel('银行账号').fill('6222-0202-0011');
  await amount.fill('12.345');
  const tomorrow = await page.evaluate(() => {
    const d = new Date(Date.now() + 86_400_000);
    return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  });
  await page.getByLabel('付款日期').fill(tomorrow);
  await page.getByRole('button', { name: '提交付款信息' }).click();
  await expect(page.getByText('账号只能由数字组成')).toBeVisible();
  await expect(page.getByText('请输入正确的金额')).toBeVisible();
  await expect(page.getByText('付款日期不能晚于今天')).toBeVisible();
  await amount.fill('100');
  await page.getByRole('button', { name: '提交付款信息' }).click();
  await expect(page.getByText('付款金额须与订单金额¥29,800.00一致')).toBeVisible();

  // Proofs: each file judged on its own, the form keeps what was typed.
  const proofs = page.getByLabel('付款凭证', { exact: true });
  await proofs.setInputFiles([
    { name: 'note.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') },
    { name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(10 * 1024 * 1024 + 1) },
    { name: 'fake.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('<svg onload=alert(1)>') },
    png('receipt-1.png'),
  ]);
  await expect(page.getByText('note.txt：图片格式不能是txt')).toBeVisible();
  await expect(page.getByText('huge.png：图片大小不能超过10M！')).toBeVisible();
  await expect(page.getByText(/^fake\.jpg：图片格式有误/)).toBeVisible();
  await expect(page.getByRole('img', { name: '付款凭证 1' })).toBeVisible();
  await expect(page.getByLabel('开户银行')).toHaveValue('中国工商银行苏州工业园区支行');
  await proofs.setInputFiles(['2', '3', '4', '5', '6'].map((n) => png(`receipt-${n}.png`)));
  await expect(page.getByRole('img', { name: '付款凭证 5' })).toBeVisible();
  await expect(page.getByText('receipt-6.png：最多上传5张付款凭证')).toBeVisible();
  await expect(proofs).toHaveCount(0);
  await page.getByRole('button', { name: '删除付款凭证 5' }).click();
  await expect(page.getByRole('img', { name: '付款凭证 5' })).toHaveCount(0);

  await page.getByLabel('银行账号').fill('62220202001122');
  await amount.fill('29800');
  const today = await page.evaluate(() => {
    const d = new Date();
    return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  });
  await page.getByLabel('付款日期').fill(today);
  await page.getByRole('button', { name: '提交付款信息' }).click();
  await page.waitForURL(/\/application\/payResult\?orderId=\d+$/);
  await expect(page.getByText('付款信息已提交，平台将在1-2个工作日内完成审核')).toBeVisible();
  await expect(page.getByText('待审核')).toBeVisible();

  // The pay info is saved once: the payment page now only says where the order stands.
  await page.goBack();
  await page.reload();
  await expect(page.getByText('付款信息已提交，审核时间为1-2个工作日，请耐心等待')).toBeVisible();
  await expect(page.getByRole('button', { name: '提交付款信息' })).toHaveCount(0);
});
