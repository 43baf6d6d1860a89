import { expect, test } from './helpers/test';
import { logInThroughApi, registerAccount } from './helpers/account';

// Issue 21. Item 3: with the visitor's cookie, a state-changing request from another site (or a sibling
// subdomain, which SameSite=Lax does not stop) is refused with a Chinese 403 before any route runs.
test.describe.configure({ timeout: 120_000 });

const refused = '请求来源不是本站，已拒绝。请在本站页面中操作';

test('writes from another site are refused, the session and its data untouched @desktop-only', async ({ page, request, baseURL }) => {
  const account = await registerAccount(request);
  await logInThroughApi(page, account.account);
  const me = async () => (await (await page.request.get('/api/session/me')).json()).status;
  expect(await me()).toBe('user');

  // A text/plain logout, the form a cross-site page can send without a preflight.
  const logout = await page.request.post('/api/session/logout', {
    headers: { Origin: 'http://evil.example', 'Sec-Fetch-Site': 'cross-site', 'Content-Type': 'text/plain' },
    data: '{}',
  });
  expect(logout.status()).toBe(403);
  expect(await logout.json()).toMatchObject({ success: false, message: refused });
  expect(await me()).toBe('user');

  // A multipart upload, from a sibling subdomain that sends no Origin but says where it comes from.
  const avatar = await page.request.post('/api/account/avatar', {
    headers: { 'Sec-Fetch-Site': 'same-site' },
    multipart: { file: { name: 'a.png', mimeType: 'image/png', buffer: Buffer.from('not really a picture') } },
  });
  expect(avatar.status()).toBe(403);

  const opaque = await page.request.post('/api/order/proof', { headers: { Origin: 'null' }, multipart: { orderId: '1' } });
  expect(opaque.status()).toBe(403);

  // The same logout from the site's own page goes through.
  const own = await page.request.post('/api/session/logout', { headers: { Origin: baseURL!, 'Sec-Fetch-Site': 'same-origin' }, data: {} });
  expect(own.status()).toBe(200);
  expect(await me()).toBe('guest');
});

// The suite's server trusts its proxy (playwright.config.ts); a portal that does not is in connection-address.spec.ts.
test('HSTS is sent on dynamic pages when the trusted proxy says the visitor came over https @desktop-only', async ({ request }) => {
  const answer = await request.get('/login', { headers: { 'X-Forwarded-Proto': 'https' } });
  expect(answer.status()).toBe(200);
  expect(answer.headers()['strict-transport-security']).toContain('max-age=');
  expect((await request.get('/login')).headers()['strict-transport-security']).toBeUndefined();
});
