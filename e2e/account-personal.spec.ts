import { expect, test } from '@playwright/test';
import { logInThroughForm, registerAccount } from './helpers/account';
import { horizontalOverflow } from './helpers/content';

// Whole journeys with scrypt hashing and real SMS codes on a shared 2-core machine: more than the default minute.
test.describe.configure({ timeout: 120_000 });

// A 1×1 PNG.
const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

test('the personal page is for logged-in people only', async ({ page }) => {
  await page.goto('/personal_update');
  await expect(page).toHaveURL(/\/home$/);
});

test('personal information: read-only details, the avatar’s checks, an upload that stays', async ({ page, request }) => {
  const account = await registerAccount(request);
  await logInThroughForm(page, account.account);
  await page.getByRole('button', { name: `账户菜单：${account.account}` }).click();
  await page.getByRole('menuitem', { name: '个人信息' }).click();
  await page.waitForURL('**/personal_update');
  await expect(page.getByRole('heading', { name: '个人信息' })).toBeVisible();

  for (const [label, value] of [['用户名', account.account], ['手机号', account.phone], ['邮箱', `${account.account}@example.cn`]]) {
    await expect(page.getByLabel(label)).toHaveValue(value);
    await expect(page.getByLabel(label)).toHaveAttribute('readonly', '');
  }
  await expect(page.getByText('建议上传正方形图片，支持jpeg、png、bmp格式，大小不超过1M')).toBeVisible();

  const chooser = page.getByLabel('选择头像图片');
  await chooser.setInputFiles({ name: 'face.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
  await expect(page.getByText('图片格式不能是gif')).toBeVisible();
  await chooser.setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: Buffer.concat([png, Buffer.alloc(1_048_576)]) });
  await expect(page.getByText('图片大小不能超过1M')).toBeVisible();
  // Named and typed as a PNG, but not one: the gateway looks at the bytes.
  await chooser.setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>') });
  await expect(page.getByText('图片格式有误，请上传jpeg、png或bmp图片')).toBeVisible();

  await chooser.setInputFiles({ name: 'face.png', mimeType: 'image/png', buffer: png });
  await expect(page.getByText('头像修改成功')).toBeVisible();
  const avatar = page.getByRole('img', { name: '头像' });
  await expect(avatar).toHaveAttribute('src', /^\/api\/files\/[a-f0-9]{32}\.png$/);
  await expect.poll(() => avatar.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

  await page.reload();
  await expect(page.getByRole('img', { name: '头像' })).toHaveAttribute('src', /^\/api\/files\/[a-f0-9]{32}\.png$/);
});
