import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './helpers/test';
import { suiteLog } from './helpers/suite';
import { watchPage } from './helpers/watch-page';

// Someone meets an unexpected failure: a Chinese screen with a retry, a way home and a reference to
// quote, status 500, and never Next's English page. The pages under /test-error fail on purpose, in
// test mode only (lib/server/test-crash.ts): one per route group and a failing root layout.
const failing = [
  { group: '(app), inside the shell', path: '/test-error', shell: true },
  { group: '(site), inside the shell', path: '/test-error/content', shell: true },
  { group: '(promo), outside the shell', path: '/test-error/promo', shell: false },
  { group: 'a root layout, global-error', path: '/test-error/root', shell: false },
];

// The server's log of this run (playwright.config.ts, LOG_FILE).
const serverLog = () => readFileSync(suiteLog(), 'utf8').split('\n').filter((line) => line.startsWith('{')).map((line) => JSON.parse(line) as Record<string, unknown>);

async function expectErrorScreen(page: Page): Promise<string> {
  await expect(page.getByRole('heading', { level: 1, name: '页面出错了' })).toBeVisible();
  await expect(page.getByText('抱歉，页面暂时无法显示。您可以重试，或返回首页继续浏览。')).toBeVisible();
  await expect(page.getByRole('button', { name: '重试', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: '返回首页', exact: true })).toHaveAttribute('href', '/home');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  const body = await page.locator('body').innerText();
  expect(body).not.toMatch(/Application error|server-side exception|client-side exception|Internal Server Error/i);
  const reference = /错误编号：(\S+)/.exec(body)?.[1];
  expect(reference).toMatch(/^[\w-]+$/);
  return reference!;
}

for (const { group, path, shell } of failing) {
  test(`a failure in ${group} shows the Chinese error screen with its reference, status 500 @desktop-only`, async ({ page }) => {
    const { problems } = watchPage(page);
    const response = await page.goto(path);
    expect(response?.status()).toBe(500);
    const reference = await expectErrorScreen(page);
    await expect(page.getByRole('banner')).toHaveCount(shell ? 1 : 0);
    // Only global-error replaces the document (and names it); a group's screen keeps its layout's title.
    if (path === '/test-error/root') await expect(page).toHaveTitle('页面出错了 - 工业互联网标识解析二级节点');
    else await expect(page).not.toHaveTitle(/页面出错了/);

    // The reference is the key of the server's log line, which names the request and its id.
    await expect.poll(() => serverLog().some((entry) => entry.msg === 'request failed' && entry.digest === reference && entry.path === path)).toBe(true);
    if (path === '/test-error') {
      // A page the proxy serves: the line carries the request id its gateway calls are logged with.
      const requestId = response?.headers()['x-request-id'];
      expect(requestId).toBeTruthy();
      expect(serverLog().some((entry) => entry.digest === reference && entry.reqId === requestId)).toBe(true);
    }

    // Nothing the policy blocks: on the nonce pages the error document still runs its scripts.
    expect(problems.filter((problem) => problem.startsWith('csp:'))).toEqual([]);
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  });
}

test('retry asks again and, failing again, keeps the screen; the link goes home', async ({ page }) => {
  await page.goto('/test-error');
  await expectErrorScreen(page);
  const again = page.waitForResponse((r) => new URL(r.url()).pathname === '/test-error' && r.request().method() === 'GET');
  await page.getByRole('button', { name: '重试', exact: true }).click();
  await again;
  await expectErrorScreen(page);
  await page.getByRole('link', { name: '返回首页', exact: true }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('标识解析');
});

test('the error screen fits a 360 px phone @phone-only', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  for (const { path } of failing) {
    await page.goto(path);
    await expectErrorScreen(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    for (const name of ['重试', '返回首页']) {
      const box = await page.getByRole(name === '重试' ? 'button' : 'link', { name, exact: true }).boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= 360).toBe(true);
    }
  }
});
