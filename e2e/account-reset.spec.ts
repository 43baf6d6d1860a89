import type { Page } from '@playwright/test';
import { expect, test } from './helpers/test';
import { codeFromOutbox, dragSlider, letResendWaitPass, logInThroughForm, openLoginPanel, registerAccount, sliderProof } from './helpers/account';
import { horizontalOverflow } from './helpers/content';

// Whole journeys with scrypt hashing and real SMS codes on a shared 2-core machine: more than the default minute.
test.describe.configure({ timeout: 120_000 });

const openResetPanel = (page: Page) => openLoginPanel(page, '忘记密码', '找回密码');

test('find password: the panel’s messages and strength bar', async ({ page }) => {
  const panel = await openResetPanel(page);
  const submit = panel.getByRole('button', { name: '确定' });
  await submit.click();
  for (const text of ['请输入正确的手机号', '请输入验证码', '请拖动滑块完成验证']) await expect(panel.getByText(text)).toBeVisible();
  await expect(panel.getByText('新密码不能为空')).toHaveCount(2);

  await panel.getByLabel('手机号').fill('13800000009');
  await panel.getByLabel('验证码').fill('123');
  // 36 points: enough to change a password (001), too weak to find one (000: at least 50).
  await panel.getByLabel('新密码', { exact: true }).fill('zxcv8765');
  await expect(panel.getByText('密码强度：弱')).toBeVisible();
  await panel.getByLabel('确认新密码').fill('zxcv8764');
  await submit.click();
  await expect(panel.getByText('请输入正确的验证码')).toBeVisible();
  await expect(panel.getByText('密码强度太低')).toBeVisible();
  await expect(panel.getByText('两次输入的密码不一致')).toBeVisible();
  await panel.getByLabel('新密码', { exact: true }).fill('Reset#2026new');
  await expect(panel.getByText('密码强度：强')).toBeVisible();
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
});

test('find password: a new password by SMS code, the old one no longer works @desktop-only', async ({ page, request }) => {
  test.setTimeout(150_000);
  const account = await registerAccount(request);
  const panel = await openResetPanel(page);
  await panel.getByLabel('手机号').fill(account.phone);
  await dragSlider(page, panel);
  // The registration's code went to this phone moments ago: one code per phone per 60 s.
  await letResendWaitPass(request, account.phone);
  await panel.getByRole('button', { name: '获取验证码' }).click();
  await expect(panel.getByRole('button', { name: /^\d+秒后重新获取$/ })).toBeDisabled();
  const code = await codeFromOutbox(request, account.phone);
  await panel.getByLabel('验证码').fill(code);
  await panel.getByLabel('新密码', { exact: true }).fill('Reset#2026new');
  await panel.getByLabel('确认新密码').fill('Reset#2026new');
  await panel.getByRole('button', { name: '确定' }).click();
  await expect(panel.getByText('找回密码成功！')).toBeVisible();
  await expect(panel).toBeHidden();

  // The code was single use (with a real proof: a made-up one is refused before the code, decision 0049).
  const again = await request.post('/api/account/retrieve', {
    data: { phoneNo: account.phone, verifiyCode: code, newPwd: 'Other#2026new', newPwd2: 'Other#2026new', captcha: await sliderProof(request, 'nc_message') },
  });
  expect(await again.json()).toMatchObject({ ok: false, message: '验证码已失效，请重新获取' });
  const madeUp = await request.post('/api/account/retrieve', {
    data: { phoneNo: account.phone, verifiyCode: code, newPwd: 'Other#2026new', newPwd2: 'Other#2026new', captcha: { scene: 'nc_message', sessionId: 'x', sig: 'x', token: 'x' } },
  });
  expect(await madeUp.json()).toMatchObject({ ok: false, message: '滑块验证已失效，请重新验证' });

  await page.getByLabel('手机号/用户名').fill(account.account);
  await page.getByLabel('密码', { exact: true }).fill(account.password);
  await dragSlider(page);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page.getByText('用户名或密码错误')).toBeVisible();
  await logInThroughForm(page, account.account, 'Reset#2026new');
});
