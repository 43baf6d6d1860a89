import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { openDialogOnce } from './dialog';

/** Drags the slider knob to the end of its track as a person would: in small steps over half a second. */
export async function dragSlider(page: Page, scope = page.locator('body')) {
  const knob = scope.getByTestId('slider-knob');
  await expect(knob).toBeEnabled();
  // The mouse moves in viewport coordinates: a knob below a phone's first screen is brought into view first.
  await knob.scrollIntoViewIfNeeded();
  const box = (await knob.boundingBox())!;
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + box.width / 2, y);
  await page.mouse.down();
  for (let i = 1; i <= 15; i++) {
    await page.mouse.move(box.x + box.width / 2 + i * 19, y);
    await page.waitForTimeout(30);
  }
  await page.mouse.up();
  await expect(scope.getByText('验证通过')).toBeVisible();
}

export const demoPassword = 'Demo@2026pass';

/** A phone number no other test uses: 199 and 8 digits from the clock and chance. */
export function freshPhone(): string {
  const tail = (Date.now() % 1e6) * 100 + Math.floor(Math.random() * 100);
  return `199${String(tail).padStart(8, '0')}`;
}

/** The newest SMS code sent to a phone, from the test-mode outbox. */
export async function codeFromOutbox(request: APIRequestContext, phone: string): Promise<string> {
  let text = '';
  await expect(async () => {
    const response = await request.get(`/api/test/sms-outbox?phone=${phone}`);
    text = (await response.json()).data?.text ?? '';
    expect(text).toMatch(/\d{6}/);
  }).toPass({ timeout: 5_000 });
  return /(\d{6})/.exec(text)![1];
}

type Proof = { scene: string; sessionId: string; sig: string; token: string };

/** Passes the slider through its HTTP routes, for setting up what a journey does not test itself. */
export async function sliderProof(request: APIRequestContext, scene: 'nc_login' | 'nc_register' | 'nc_message' | 'nc_other'): Promise<Proof> {
  const challenge = (await (await request.post('/api/captcha/challenge', { data: { scene } })).json()).data as { sessionId: string; width: number };
  // To the end of the track (its width less the 40 px knob), as a hand moves: 12 points, slowing down.
  const end = challenge.width - 40;
  const trace = Array.from({ length: 12 }, (_, i) => [Math.round(end * (i / 11) ** 0.8), i * 55 + (i % 3)]);
  const answer = await (await request.post('/api/captcha/verify', { data: { sessionId: challenge.sessionId, trace } })).json();
  expect(answer.ok).toBe(true);
  return answer.data as Proof;
}

/**
 * Signs a request context in through the portal's own login route (the login journey itself is tested in
 * the browser): the session cookie lands in the context, and in the page's when given `page.request`.
 */
export async function signIn(request: APIRequestContext, username: string, fingerprint = 'e2e') {
  const captcha = await sliderProof(request, 'nc_login');
  const answer = await request.post('/api/session/login', { data: { mode: 'password', username, password: demoPassword, captcha, remember: false, fingerprint } });
  expect(answer.status(), `login as ${username}`).toBe(200);
  expect((await answer.json()).ok).toBe(true);
}

/** Signs in through the portal's route and opens `path`: for journeys to which the login form is only the way in. */
export async function logInThroughApi(page: Page, username: string, path = '/home') {
  await signIn(page.request, username);
  await page.goto(path);
}

export interface TestAccount {
  account: string;
  phone: string;
  password: string;
}

/** Registers a new account through the portal's routes (the register journey itself is in the browser). */
export async function registerAccount(request: APIRequestContext, password = demoPassword): Promise<TestAccount> {
  const phone = freshPhone();
  const account = `e2e_${phone.slice(3)}`;
  const sms = await request.post('/api/account/sms', { data: { purpose: 'register', phoneNo: phone, captcha: await sliderProof(request, 'nc_register') } });
  expect(sms.ok()).toBe(true);
  const verifiyCode = await codeFromOutbox(request, phone);
  const registered = await request.post('/api/account/register', {
    data: { userName: account, phoneNo: phone, verifiyCode, email: `${account}@example.cn`, password, confirm: password, agreement: true, captcha: await sliderProof(request, 'nc_register') },
  });
  expect(await registered.json()).toMatchObject({ ok: true });
  return { account, phone, password };
}

/** Logs in through the login page's password form and waits for the way home. */
export async function logInThroughForm(page: Page, name: string, password = demoPassword, from?: string) {
  await page.goto(from ? `/login?from=${encodeURIComponent(from)}` : '/login');
  await page.getByLabel('手机号/用户名').fill(name);
  await page.getByLabel('密码', { exact: true }).fill(password);
  await dragSlider(page);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page.getByText('登录成功！')).toBeVisible();
  await page.waitForURL(from ? `**${from}` : /\/home\?t=\d+/);
}

/**
 * Lets the gateway's resend wait (60 s, a scene's 10 s) pass for this phone at once: the test server's
 * `sms-age` command dates the phone's codes back (gateway/review/sms-age.ts), where the journeys used to sit it out.
 */
export async function letResendWaitPass(request: APIRequestContext, phone: string, seconds = 61) {
  const response = await request.post('/api/test/review', { data: { command: 'sms-age', args: [phone, String(seconds)] } });
  expect(response.ok(), await response.text()).toBe(true);
}

/** Opens a slide-in panel of the login page (register, find password) by its link. */
export async function openLoginPanel(page: Page, link: '立即注册' | '忘记密码', title: '注册账号' | '找回密码') {
  await page.goto('/login');
  return openDialogOnce(page, page.getByRole('button', { name: link }), page.getByRole('dialog', { name: title }));
}
