import { readFileSync } from 'node:fs';
import { expect, test } from './helpers/test';
import { codeFromOutbox, dragSlider, letResendWaitPass, logInThroughApi, registerAccount, signIn, sliderProof } from './helpers/account';
import { review } from './helpers/prefix';

// Issue 62 item 1: the rights the privacy policy promises, on the personal page: a copy of one's
// personal information, the cancellation of the account (注销), and consent asked again when an agreement
// changed. Each journey has an account of its own.

test.describe.configure({ timeout: 120_000 });

test('a person downloads a copy of what the platform keeps about them', async ({ page, request }) => {
  const account = await registerAccount(request);
  await logInThroughApi(page, account.account, '/personal_update?type=1');
  const panel = page.getByRole('region', { name: '我的数据与账号' });
  await expect(panel.getByText(/下载我们保存的您的个人信息副本/)).toBeVisible();
  const download = page.waitForEvent('download');
  await panel.getByRole('link', { name: '下载个人信息副本' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^个人信息副本-\d{4}-\d{2}-\d{2}\.json$/);
  const copy = JSON.parse(readFileSync((await file.path())!, 'utf8'));
  expect(copy.account).toMatchObject({ account: account.account, phone: account.phone, email: `${account.account}@example.cn` });
  expect(copy.consents.map((c: { agreement: string }) => c.agreement).sort()).toEqual(['privacy', 'userService']);
  expect(copy.securityEvents.map((e: { kind: string }) => e.kind)).toEqual(expect.arrayContaining(['account.register', 'login.password']));
  expect(JSON.stringify(copy)).not.toMatch(/\$scrypt|passwordHash/);
});

test('a person cancels their account after a code to its phone: it cannot log in, and the name and phone are free again', async ({ page, request }) => {
  const account = await registerAccount(request);
  await letResendWaitPass(request, account.phone);
  await logInThroughApi(page, account.account, '/personal_update?type=1');
  await page.getByRole('button', { name: '注销账号' }).click();
  const dialog = page.getByRole('dialog', { name: '注销账号' });
  await expect(dialog.getByText(/订单与支付记录会保留但不再包含您的姓名、手机号和邮箱/)).toBeVisible();
  // Nothing goes without the tick and the code.
  await dialog.getByRole('button', { name: '确认注销' }).click();
  await expect(dialog.getByText('请确认您已了解注销的后果')).toBeVisible();
  await dragSlider(page, dialog);
  await dialog.getByRole('button', { name: '获取验证码' }).click();
  await expect(dialog.getByRole('button', { name: /^\d+秒后重新获取$/ })).toBeDisabled();
  await dialog.getByRole('textbox', { name: '验证码' }).fill(await codeFromOutbox(request, account.phone));
  await dialog.getByRole('checkbox', { name: /确认注销账号/ }).check();
  await dialog.getByRole('button', { name: '确认注销' }).click();
  await expect(dialog.getByText('您的账号已注销，感谢您的使用。')).toBeVisible();
  await dialog.getByRole('link', { name: '返回首页' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('link', { name: '登录' }).first()).toBeVisible();

  // The login is gone, by name and by phone.
  for (const username of [account.account, account.phone]) {
    const login = await request.post('/api/session/login', { data: { mode: 'password', username, password: account.password, captcha: await sliderProof(request, 'nc_login'), remember: false, fingerprint: 'e2e' } });
    expect(await login.json()).toMatchObject({ ok: false, message: '用户名或密码错误' });
  }
  // The personal page sends a visitor home, as for anyone signed out.
  await page.goto('/personal_update');
  await expect(page).toHaveURL(/\/home/);
  // The audit trail keeps the cancellation.
  const trail = await review(request, 'audit-list', ['--kind', 'account.cancel', '--format', 'jsonl']);
  expect(trail).toContain('"outcome":"ok"');
});

test('cancelling is refused with the reason while a prefix application is in review', async ({ page, request }) => {
  // demo_pending's application waits in platform review (the demo dataset).
  await logInThroughApi(page, 'demo_pending', '/personal_update?type=1');
  await letResendWaitPass(request, '13800000003');
  await page.getByRole('button', { name: '注销账号' }).click();
  const dialog = page.getByRole('dialog', { name: '注销账号' });
  await dragSlider(page, dialog);
  await dialog.getByRole('button', { name: '获取验证码' }).click();
  await expect(dialog.getByRole('button', { name: /^\d+秒后重新获取$/ })).toBeDisabled();
  await dialog.getByRole('textbox', { name: '验证码' }).fill(await codeFromOutbox(request, '13800000003'));
  await dialog.getByRole('checkbox', { name: /确认注销账号/ }).check();
  await dialog.getByRole('button', { name: '确认注销' }).click();
  await expect(dialog.getByText('您的标识前缀申请正在审核中，审核结束后方可注销账号')).toBeVisible();
  // Still signed in, nothing lost.
  await dialog.getByRole('button', { name: '取消' }).click();
  await page.reload();
  await expect(page.getByRole('heading', { name: '个人信息', level: 1 })).toBeVisible();
});

test('after an agreement changed, the next login asks for consent: agreeing goes on, declining logs out', async ({ page, request }) => {
  const account = await registerAccount(request);
  await review(request, 'consent-age', [account.account]);
  for (const answer of ['不同意并退出', '同意并继续'] as const) {
    await page.goto('/login');
    await page.getByLabel('手机号/用户名').fill(account.account);
    await page.getByLabel('密码', { exact: true }).fill(account.password);
    await dragSlider(page);
    await page.getByRole('button', { name: '登录', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: '协议已更新' });
    await expect(dialog.getByRole('button', { name: '《用户服务协议》' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: '《隐私政策》' })).toBeVisible();
    // Until the person answers, the login counts for nothing.
    expect((await (await page.request.get('/api/session/me')).json()).status).toBe('guest');
    await dialog.getByRole('button', { name: answer }).click();
    if (answer === '同意并继续') {
      await page.waitForURL(/\/home\?t=\d+/);
      expect((await (await page.request.get('/api/session/me')).json()).status).toBe('user');
      await page.context().clearCookies();
    } else {
      await expect(dialog).toBeHidden();
      await expect(page).toHaveURL(/\/login$/);
      expect((await (await page.request.get('/api/session/me')).json()).status).toBe('guest');
    }
  }
  // The agreement was recorded at the version in force: the next login goes straight on.
  await signIn(page.request, account.account);
  expect((await (await page.request.get('/api/session/me')).json()).status).toBe('user');
});
