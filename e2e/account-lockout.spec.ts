import { expect, test, visitorAddressOf } from './helpers/test';
import { review } from './helpers/prefix';
import { codeFromOutbox, dragSlider, registerAccount, sliderProof } from './helpers/account';
import { selectTab } from './helpers/tabs';

// Whole journeys with scrypt hashing and real SMS codes on a shared 2-core machine: more than the default minute.
test.describe.configure({ timeout: 120_000 });

const phoneAsked = '该账号近期密码错误次数较多，为保护账号安全，本次登录需短信验证：若密码正确，验证码已发送至该账号绑定的手机，请在“验证码登录”中输入';

// A new account of its own, so the lock touches no other journey.
test('ten wrong passwords in 15 minutes ask this network for the phone: the right password sends a code, the owner gets in with it, and the audit trail keeps it all @desktop-only', async ({ page, request }, testInfo) => {
  const account = await registerAccount(request);
  // An unknown name and a wrong password read the same.
  const unknown = await request.post('/api/session/login', {
    data: { mode: 'password', username: `nobody_${account.phone.slice(3)}`, password: 'Wrong#2026pass', captcha: await sliderProof(request, 'nc_login'), remember: false, fingerprint: 'e2e' },
  });
  expect(await unknown.json()).toMatchObject({ ok: false, message: '用户名或密码错误' });

  for (let i = 1; i <= 9; i++) {
    const answer = await request.post('/api/session/login', {
      data: { mode: 'password', username: account.account, password: `Wrong#2026pass${i}`, captcha: await sliderProof(request, 'nc_login'), remember: false, fingerprint: 'e2e' },
    });
    expect(await answer.json()).toMatchObject({ ok: false, message: '用户名或密码错误' });
  }
  const registrationCode = await codeFromOutbox(request, account.phone);

  await page.goto('/login');
  const submit = page.getByRole('button', { name: '登录', exact: true });
  await page.getByLabel('手机号/用户名').fill(account.account);
  await page.getByLabel('密码', { exact: true }).fill('Wrong#2026pass10');
  await dragSlider(page);
  await submit.click();
  await expect(page.getByText(phoneAsked)).toBeVisible();
  // A wrong password sent nothing.
  expect(await codeFromOutbox(request, account.phone)).toBe(registrationCode);

  // The right one reads the same, and its code is on the phone.
  await page.getByLabel('密码', { exact: true }).fill(account.password);
  await dragSlider(page);
  await submit.click();
  await expect(page.getByText(phoneAsked)).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  let code = registrationCode;
  await expect(async () => {
    code = await codeFromOutbox(request, account.phone);
    expect(code).not.toBe(registrationCode);
  }).toPass({ timeout: 10_000 });

  await selectTab(page.getByRole('tab', { name: '验证码登录' }));
  await page.getByLabel('手机号').fill(account.phone);
  await page.getByRole('textbox', { name: '验证码' }).fill(code);
  await dragSlider(page);
  await submit.click();
  await expect(page).not.toHaveURL(/\/login$/);

  // What the attack and the owner left in the audit trail (issue 62 item 2): each failure, the lock, the
  // code the right password sent, the code login; from this test's address, and with no password or code.
  const trail = (await review(request, 'audit-list', ['--account', account.account, '--format', 'jsonl'])).split('\n').map((line) => JSON.parse(line));
  const address = visitorAddressOf(testInfo.testId, testInfo.retry);
  const refused = trail.filter((e) => e.kind === 'login.password' && e.outcome === 'refused');
  expect(refused.length).toBeGreaterThanOrEqual(11);
  expect(refused.every((e) => e.address === address && /^[\w-]{8,}$/.test(e.requestId))).toBe(true);
  expect(refused.some((e) => e.detail.reason === 'phone_asked' && e.detail.passwordRight === true)).toBe(true);
  expect(trail.filter((e) => e.kind === 'login.lock')).toHaveLength(1);
  expect(trail).toContainEqual(expect.objectContaining({ kind: 'sms.send', outcome: 'ok', detail: expect.objectContaining({ purpose: 'login', proven: true }) }));
  expect(trail).toContainEqual(expect.objectContaining({ kind: 'login.code', outcome: 'ok', address }));
  const text = JSON.stringify(trail);
  for (const secret of [account.password, 'Wrong#2026pass10', code]) expect(text).not.toContain(secret);
});
