import { expect, test } from './helpers/test';
import { demoPassword, dragSlider, logInThroughApi, registerAccount } from './helpers/account';
import { horizontalOverflow } from './helpers/content';

// Whole journeys with scrypt hashing and real SMS codes on a shared 2-core machine: more than the default minute.
test.describe.configure({ timeout: 120_000 });

// A 1×1 PNG.
const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

test('the personal page is for logged-in people only: home, told why, and the login brings them back', async ({ page }) => {
  await page.goto('/personal_update?type=2');
  await page.waitForURL((url) => url.pathname === '/home');
  await expect(page.getByText('您访问的页面需要登录后才能查看，请先登录。')).toBeVisible();
  await page.setViewportSize({ width: 360, height: 740 });
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await page.getByRole('link', { name: '立即登录' }).click();
  await page.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('from') === '/personal_update?type=2');
  await page.getByLabel('手机号/用户名').fill('demo_user');
  await page.getByLabel('密码', { exact: true }).fill(demoPassword);
  await dragSlider(page);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/personal_update');
  await expect(page.getByRole('heading', { name: '修改密码' })).toBeVisible();
});

test('a visitor who simply opens the home page is told nothing about logging in', async ({ page }) => {
  await page.goto('/home');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByText('您访问的页面需要登录后才能查看，请先登录。')).toHaveCount(0);
  // And a `from` that leaves the site is not offered.
  await page.goto('/home?from=//evil.example/x');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: '立即登录' })).toHaveCount(0);
});

test('personal information: read-only details, the avatar’s checks, an upload that stays', async ({ page, request }) => {
  const account = await registerAccount(request);
  await logInThroughApi(page, account.account);
  await page.getByRole('button', { name: `账户菜单：${account.account}` }).click();
  await page.getByRole('menuitem', { name: '个人信息' }).click();
  await page.waitForURL('**/personal_update');
  await expect(page.getByRole('heading', { name: '个人信息' })).toBeVisible();

  // Details to read, not fields: a list of terms and their values, with nothing that looks typed into.
  const details = page.getByRole('tabpanel');
  await expect(details.getByRole('term')).toHaveText(['用户名', '手机号', '邮箱']);
  await expect(details.getByRole('definition')).toHaveText([account.account, account.phone, `${account.account}@example.cn`]);
  await expect(details.getByRole('textbox')).toHaveCount(0);
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
  // The header's avatar shows the new picture at once, without a reload (issue 19 item 9).
  const portrait = await avatar.getAttribute('src');
  await expect(page.getByRole('button', { name: `账户菜单：${account.account}` }).locator('img')).toHaveAttribute('src', portrait!);
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

  await page.reload();
  await expect(page.getByRole('img', { name: '头像' })).toHaveAttribute('src', /^\/api\/files\/[a-f0-9]{32}\.png$/);
});
