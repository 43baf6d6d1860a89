import { expect, test } from './helpers/test';
import { dragSlider, registerAccount, sliderProof } from './helpers/account';

// Whole journeys with scrypt hashing and real SMS codes on a shared 2-core machine: more than the default minute.
test.describe.configure({ timeout: 120_000 });

const lockedMessage = '登录失败次数过多，该账号的密码登录已暂停，请15分钟后再试，或使用验证码登录';

// A new account of its own, so the lock touches no other journey.
test('ten wrong passwords in 15 minutes lock the account’s password login, even for the right password @desktop-only', async ({ page, request }) => {
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

  await page.goto('/login');
  const submit = page.getByRole('button', { name: '登录', exact: true });
  await page.getByLabel('手机号/用户名').fill(account.account);
  await page.getByLabel('密码', { exact: true }).fill('Wrong#2026pass10');
  await dragSlider(page);
  await submit.click();
  await expect(page.getByText(lockedMessage)).toBeVisible();

  await page.getByLabel('密码', { exact: true }).fill(account.password);
  await dragSlider(page);
  await submit.click();
  await expect(page.getByText(lockedMessage)).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});
