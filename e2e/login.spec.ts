import { expect, test } from '@playwright/test';
import { demoPassword, dragSlider } from './helpers/account';

test.describe('password login', () => {
  test('shows the spec’s messages and logs demo_user in, back to from', async ({ page }) => {
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

  // The console tab (window.open after login) is not asserted yet: the popup's URL stayed unproven here.
  test('demo_company logs in; the session cookie is __Host-, httpOnly, Lax, a browser-session cookie and small @desktop-only', async ({ page, context }) => {
    await page.goto('/login');
    await page.getByLabel('手机号/用户名').fill('demo_company');
    await page.getByLabel('密码', { exact: true }).fill(demoPassword);
    await dragSlider(page);
    await page.getByRole('button', { name: '登录', exact: true }).click();
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
