import type { Page } from '@playwright/test';
import { expect, test } from './helpers/test';
import { logInThroughForm, registerAccount, signIn } from './helpers/account';

// Whole journeys with scrypt hashing and real SMS codes on a shared 2-core machine: more than the default minute.
test.describe.configure({ timeout: 120_000 });

async function logOutThroughMenu(page: Page, account: string) {
  await page.getByRole('button', { name: `账户菜单：${account}` }).click();
  await page.getByRole('menuitem', { name: '退出登录' }).click();
}

test('logout: fingerprints sent, storage cleared but the remembered application, home, and the old cookie refused', async ({ page, browser, request, baseURL }) => {
  const account = await registerAccount(request);
  const bodies: Record<string, string> = {};
  page.on('request', (r) => {
    if (r.url().endsWith('/api/session/login') || r.url().endsWith('/api/session/logout')) bodies[new URL(r.url()).pathname] = r.postData() ?? '';
  });
  await logInThroughForm(page, account.account);
  const cookie = (await page.context().cookies()).find((c) => c.name.endsWith('idportal'))!;
  expect(cookie).toBeDefined();

  // A copy of the cookie, taken while logged in, in another browser: it works until the logout.
  const replay = await browser.newContext({ baseURL });
  await replay.addCookies([cookie]);
  const thief = await replay.newPage();
  await thief.goto('/news');
  const whoIsHere = () => thief.evaluate(() => fetch('/api/session/me').then((r) => r.json()));
  expect(await whoIsHere()).toMatchObject({ status: 'user', user: { name: account.account } });

  await page.evaluate(() => {
    localStorage.setItem('currentApplication', '{"id":48}');
    localStorage.setItem('userInfo', '{"name":"left over"}');
  });
  await logOutThroughMenu(page, account.account);
  await page.waitForURL('**/home');
  await expect(page.getByRole('link', { name: '登录', exact: true })).toBeVisible();
  expect(await page.evaluate(() => [localStorage.getItem('currentApplication'), localStorage.getItem('userInfo')])).toEqual(['{"id":48}', null]);
  expect(JSON.parse(bodies['/api/session/login']).fingerprint).toMatch(/^[0-9a-f]{32}$/);
  expect(JSON.parse(bodies['/api/session/logout']).fingerprint).toMatch(/^[0-9a-f]{32}$/);
  expect((await page.context().cookies()).find((c) => c.name.endsWith('idportal'))).toBeUndefined();

  // After the logout the copy is worth nothing: the gateway revoked its session.
  expect(await whoIsHere()).toEqual({ status: 'guest' });
  await replay.addCookies([cookie]);
  // Nor does a route that once answered from the cookie's own summary (the inquiry form's prefill).
  const prefill = await thief.request.get('/api/market/company');
  expect(prefill.status()).toBe(401);
  expect(await prefill.text()).not.toContain(account.phone);
  await replay.addCookies([cookie]);
  await thief.goto('/personal_update');
  await expect(thief).toHaveURL(/\/home\?from=%2Fpersonal_update/);
  await expect(thief.getByRole('link', { name: '登录', exact: true })).toBeVisible();
  await replay.close();

  // A tampered cookie is no session either.
  const tampered = await browser.newContext({ baseURL });
  await tampered.addCookies([{ ...cookie, value: `${cookie.value.slice(0, -8)}AAAAAAAA` }]);
  const other = await tampered.newPage();
  await other.goto('/news');
  expect(await other.evaluate(() => fetch('/api/session/me').then((r) => r.json()))).toEqual({ status: 'guest' });
  await tampered.close();
});

test('logout inside the marketplace reloads the page; on the portal’s own pages it goes home', async ({ page }) => {
  await signIn(page.request, 'demo_user');
  for (const path of ['/application/list/detail/48', '/application/list']) {
    await page.goto(path);
    await logOutThroughMenu(page, 'demo_user');
    // The same page again, now for a visitor (001 §4 token rules).
    await expect(page.getByRole('banner').getByRole('link', { name: '登录', exact: true })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe(path);
    await signIn(page.request, 'demo_user');
  }
  await page.goto('/news');
  await logOutThroughMenu(page, 'demo_user');
  await page.waitForURL('**/home');
  await expect(page.getByRole('banner').getByRole('link', { name: '登录', exact: true })).toBeVisible();
});

// Logout on the confirm-order and payment screens (back one page, reload after 500 ms) is the order
// journey's: e2e/order-logout.spec.ts, with a real order on the page.
