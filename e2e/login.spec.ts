import { expect, test } from './helpers/test';
import { demoPassword, dragSlider } from './helpers/account';

test.describe('password login', () => {
  test('shows the spec’s messages and logs demo_user in, back to from', async ({ page }) => {
    let popups = 0;
    page.on('popup', () => popups++);
    await page.goto('/login?from=/news');
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await expect(page.getByText('请输入手机号/用户名')).toBeVisible();
    await expect(page.getByText('密码不能为空')).toBeVisible();
    await expect(page.getByText('请拖动滑块完成验证')).toBeVisible();
    await page.getByLabel('手机号/用户名').fill('demo_user');
    await page.getByLabel('密码', { exact: true }).fill(demoPassword);
    await dragSlider(page);
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await expect(page.getByText('登录成功！')).toBeVisible();
    await page.waitForURL('**/news');
    // An ordinary user gets no console tab.
    expect(popups).toBe(0);
  });

  test('wrong password: the server message and a reset slider', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('手机号/用户名').fill('demo_pending');
    await page.getByLabel('密码', { exact: true }).fill('Wrong#2026pass');
    await dragSlider(page);
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await expect(page.getByText('用户名或密码错误')).toBeVisible();
    await expect(page.getByText('请按住滑块，拖动到最右边')).toBeVisible();
  });

  test('an open redirect in from is not followed @desktop-only', async ({ page }) => {
    await page.goto('/login?from=https://elsewhere.example/');
    await page.getByLabel('手机号/用户名').fill('demo_rejected');
    await page.getByLabel('密码', { exact: true }).fill(demoPassword);
    await dragSlider(page);
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await page.waitForURL(/\/home\?t=\d+/);
  });

  test('demo_company logs in and gets the console in a new tab; the session cookie is __Host-, httpOnly, Lax, a browser-session cookie and small @desktop-only', async ({ page, context }) => {
    // CONSOLE_URL is another site; here it answers from the test.
    await context.route('http://localhost:3000/console**', (route) => route.fulfill({ contentType: 'text/html; charset=utf-8', body: '<title>控制台</title>' }));
    await page.goto('/login');
    await page.getByLabel('手机号/用户名').fill('demo_company');
    await page.getByLabel('密码', { exact: true }).fill(demoPassword);
    await dragSlider(page);
    const popup = page.waitForEvent('popup');
    const answered = page.waitForResponse('**/api/session/login');
    await page.getByRole('button', { name: '登录', exact: true }).click();
    // The Set-Cookie header as sent: one cookie, the flags of a __Host- cookie, no lifetime, no Domain.
    const setCookie = (await (await answered).headerValue('set-cookie')) ?? '';
    test.info().annotations.push({ type: 'set-cookie', description: `${setCookie.length} bytes: ${setCookie.replace(/=[^;]+/, '=…')}` });
    const [pair, ...flags] = setCookie.split(/;\s*/);
    expect(pair).toMatch(/^__Host-idportal=Fe26\.2\*[^;,\s]+$/);
    expect(flags.map((f) => f.toLowerCase()).sort()).toEqual(['httponly', 'path=/', 'samesite=lax', 'secure']);
    expect(setCookie.length).toBeLessThan(4096);
    const consoleTab = await popup;
    await consoleTab.waitForLoadState();
    expect(consoleTab.url()).toBe('http://localhost:3000/console');
    await expect(consoleTab).toHaveTitle('控制台');
    await page.waitForURL(/\/home\?t=\d+/);
    const cookie = (await context.cookies()).find((c) => c.name.endsWith('idportal'))!;
    expect(cookie.name).toBe('__Host-idportal');
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.sameSite).toBe('Lax');
    expect(cookie.expires).toBe(-1);
    expect(cookie.value.length).toBeLessThan(2000);
    expect(await page.evaluate(() => document.documentElement.outerHTML.includes('access_token'))).toBe(false);
  });
});
