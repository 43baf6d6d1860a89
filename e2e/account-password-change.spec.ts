import type { Page } from '@playwright/test';
import { expect, test } from './helpers/test';
import { codeFromOutbox, demoPassword, dragSlider, letResendWaitPass, logInThroughApi, logInThroughForm, registerAccount } from './helpers/account';
import { horizontalOverflow } from './helpers/content';
import { selectTab } from './helpers/tabs';

// Whole journeys with scrypt hashing and real SMS codes on a shared 2-core machine: more than the default minute.
test.describe.configure({ timeout: 120_000 });

async function openChangeForm(page: Page, account: string) {
  await page.getByRole('button', { name: `账户菜单：${account}` }).click();
  await page.getByRole('menuitem', { name: '修改密码' }).click();
  await page.waitForURL('**/personal_update?type=2');
  const form = page.getByRole('form', { name: '修改密码' });
  await expect(form).toBeVisible();
  return form;
}

test('password change: the slider first, every message, the 30/60 strength bar', async ({ page, request }) => {
  const account = await registerAccount(request);
  await logInThroughApi(page, account.account);
  const form = await openChangeForm(page, account.account);
  await expect(form.getByLabel('手机号')).toHaveValue(account.phone);
  const submit = form.getByRole('button', { name: '确认修改' });

  await form.getByRole('button', { name: '获取验证码' }).click();
  await expect(form.getByText('请拖动滑块完成验证')).toBeVisible();
  await form.getByLabel('手机号').fill('1391234');
  await submit.click();
  for (const text of ['请输入正确的手机号', '旧密码不能为空', '请输入验证码']) await expect(form.getByText(text)).toBeVisible();
  await expect(form.getByText('密码不能为空', { exact: true })).toHaveCount(2);

  const newPassword = form.getByLabel('新密码', { exact: true });
  await newPassword.fill('hzwqmtrb');
  await expect(form.getByText('密码强度：弱')).toBeVisible();
  await newPassword.fill('zxcv8765');
  await expect(form.getByText('密码强度：中')).toBeVisible();
  await newPassword.fill('Change#2026new');
  await expect(form.getByText('密码强度：强')).toBeVisible();
  await form.getByLabel('确认新密码').fill('Change#2026neW');
  await submit.click();
  await expect(form.getByText('两次输入的密码不一致')).toBeVisible();
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

  // The tabs switch modes without losing the address.
  await selectTab(page.getByRole('tab', { name: '基本信息' }));
  await expect(page).toHaveURL(/\/personal_update\?type=1$/);
});

test('password change: a wrong old password, then the change ends the other sessions @desktop-only', async ({ page, browser, request, baseURL }) => {
  test.setTimeout(150_000);
  const account = await registerAccount(request);
  // Another device logged in to the same account.
  const elsewhere = await browser.newContext({ baseURL });
  const other = await elsewhere.newPage();
  await logInThroughApi(other, account.account);

  await logInThroughApi(page, account.account);
  const form = await openChangeForm(page, account.account);
  await dragSlider(page, form);
  await form.getByLabel('旧密码').fill('Wrong#2026old');
  await form.getByLabel('新密码', { exact: true }).fill('Change#2026new');
  await form.getByLabel('确认新密码').fill('Change#2026new');
  await letResendWaitPass(request, account.phone);
  await form.getByRole('button', { name: '获取验证码' }).click();
  await expect(form.getByRole('button', { name: /^\d+秒后重新获取$/ })).toBeDisabled();
  await form.getByLabel('验证码').fill(await codeFromOutbox(request, account.phone));
  const submit = form.getByRole('button', { name: '确认修改' });
  await submit.click();
  await expect(form.getByText('旧密码错误')).toBeVisible();

  await form.getByLabel('旧密码').fill(demoPassword);
  await submit.click();
  await expect(form.getByText('密码修改成功，其他设备上的登录已退出')).toBeVisible();
  await expect(form.getByLabel('旧密码')).toHaveValue('');

  // This session goes on; the other device's is over.
  expect(await page.evaluate(() => fetch('/api/session/me').then((r) => r.json()))).toMatchObject({ status: 'user' });
  expect(await other.evaluate(() => fetch('/api/session/me').then((r) => r.json()))).toEqual({ status: 'guest' });
  await elsewhere.close();

  // The old password is refused, the new one works.
  await page.context().clearCookies();
  await page.goto('/login');
  await page.getByLabel('手机号/用户名').fill(account.account);
  await page.getByLabel('密码', { exact: true }).fill(demoPassword);
  await dragSlider(page);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page.getByText('用户名或密码错误')).toBeVisible();
  await logInThroughForm(page, account.account, 'Change#2026new');
});
