import { expect, test } from './helpers/test';

// The journey of someone arriving anywhere on the site: the root, an unknown link, a broken link.

test('the root redirects to /home, which shows the demo products in the shell', async ({ page }) => {
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('标识解析');
  await expect(page.getByRole('tab', { name: '标识解析应用' })).toBeVisible();
  // The first group's products come from the embedded gateway's demo data.
  await expect(page.getByRole('tabpanel').getByRole('heading', { level: 3 }).first()).toBeVisible();
  await page.getByRole('tab', { name: '安全生产' }).click();
  await expect(page.getByRole('tabpanel').getByText('更多应用即将上线')).toBeVisible();
});

test('an unknown path shows the home screen with status 404', async ({ page }) => {
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page.getByText('您访问的页面不存在或已被移除')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('标识解析');
  await expect(page.locator('meta[name="robots"][content*="noindex"]').first()).toBeAttached();
});

test('a malformed percent-escape answers 400, not a server error @desktop-only', async ({ request }) => {
  const response = await request.get('/news/%ZZ');
  expect(response.status()).toBe(400);
});

test('health and readiness answer without a browser @desktop-only', async ({ request }) => {
  const health = await request.get('/healthz');
  expect(health.status()).toBe(200);
  expect(await health.json()).toEqual({ status: 'ok' });
  const ready = await request.get('/readyz');
  expect(ready.status()).toBe(200);
  expect(await ready.json()).toEqual({ status: 'ok' });
});

test('every response carries the security headers, HTML a CSP @desktop-only', async ({ request }) => {
  const response = await request.get('/home');
  const headers = response.headers();
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['content-security-policy']).toContain("object-src 'none'");
  expect(headers['content-security-policy']).not.toContain('unsafe-eval');
  expect(headers['x-powered-by']).toBeUndefined();
  // A dynamic page's policy is its own, with the request's nonce; the runtime's is the prerendered one.
  expect(headers['content-security-policy']).not.toContain('nonce-');
  const login = (await request.get('/login')).headers()['content-security-policy'];
  expect(login).toMatch(/script-src [^;]*'nonce-[^']+'/);
  expect(login.match(/default-src/g)).toHaveLength(1);
  expect((await request.get('/images/brand/logo-mark.svg')).headers()['content-security-policy']).toContain("object-src 'none'");
});

test('the session probe answers guest without a cookie and never caches @desktop-only', async ({ request }) => {
  const response = await request.get('/api/session/me');
  expect(await response.json()).toEqual({ status: 'guest' });
  expect(response.headers()['cache-control']).toContain('no-store');
});
