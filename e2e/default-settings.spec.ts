import type { Page } from '@playwright/test';
import { expect, test } from './helpers/test';
import { suitePort } from './helpers/suite';
import { horizontalOverflow } from './helpers/content';
import { openAs, orderToPayment, purchases } from './helpers/order';
import { startPortal, type RunningPortal } from './helpers/portal';
import { logLines } from './helpers/startup-log';
import { selectTab } from './helpers/tabs';

// Issue 19 item 3: the README's start command (scripts/ops/start.sh: DEMO_MODE=on) with nothing else set,
// reached at an address that is neither port 3000 nor SITE_URL's. No console is configured, so nothing
// may link or count down to one; the online cashier's return must come back to the address in use
// (the payment page's form-action 'self' blocked a return to SITE_URL's), as the account site's link
// does; and start-up names every
// external address left at its placeholder.
const port = suitePort() + 5;
const origin = `http://127.0.0.1:${port}`;

test.describe.configure({ timeout: 150_000 });
test.use({ baseURL: origin });

let portal: RunningPortal;
test.beforeAll(async () => {
  test.setTimeout(150_000);
  // SITE_URL as a newcomer leaves it (the default, http://localhost:3000), while the browser uses 127.0.0.1:<port>.
  portal = await startPortal(port, { SITE_URL: 'http://localhost:3000' }, { mode: 'demo' });
});
test.afterAll(async () => {
  await portal?.stop();
});

/** Console messages about the page's own Content-Security-Policy: a blocked return says so there. */
function cspComplaints(page: Page): string[] {
  const seen: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|form-action/i.test(message.text())) seen.push(message.text());
  });
  return seen;
}

/** The result page stays: no countdown, no console link, and the links it offers exist on this portal. */
async function expectResultWithoutConsole(page: Page) {
  await expect(page.getByText(/秒后前往控制台订单列表/)).toHaveCount(0);
  await expect(page.getByRole('link', { name: '前往订单列表' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: /控制台/, includeHidden: true })).toHaveCount(0);
  const back = page.getByRole('link', { name: '返回应用列表' });
  await expect(back).toHaveAttribute('href', '/application/list');
  await expect(page.getByRole('link', { name: '返回首页' })).toHaveAttribute('href', '/home');
  // The result with its links fits a 360 px phone.
  const viewport = page.viewportSize()!;
  await page.setViewportSize({ width: 360, height: 740 });
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await page.setViewportSize(viewport);
  // Longer than the 15 s the result page counted down before: still here. The page's own clock runs the
  // 16 s, a second at a time with a render between (a countdown sets its next second after each render).
  await page.clock.install();
  await page.reload();
  await expect(back).toBeVisible();
  const here = page.url();
  for (let second = 0; second < 16; second++) {
    await page.clock.runFor(1_000);
    await page.waitForTimeout(50);
  }
  expect(page.url()).toBe(here);
  await back.click();
  await page.waitForURL('**/application/list');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
}

test('start-up warns once for each external address left at its placeholder @desktop-only', async () => {
  const warned = logLines(portal.output(), '').filter((line) => typeof line.msg === 'string' && line.msg.includes('left at its placeholder'));
  expect(warned.map((line) => (line.msg as string).split(' ')[0]).sort()).toEqual(
    ['ACCOUNT_SITE_URL', 'CASE_CENTER_URL', 'CONSOLE_URL', 'HAZARD_PLATFORM_URL', 'SITE_URL', 'TRADING_PLATFORM_URL'],
  );
  for (const line of warned) expect(line.level).toBe('warn');
});

test('an online payment through the sandbox comes back to the address in use and stays on the result', async ({ page }) => {
  const complaints = cspComplaints(page);
  await openAs(page, purchases.yearly);
  const orderId = await orderToPayment(page);
  await selectTab(page.getByRole('tab', { name: '在线支付', exact: true }));
  await page.getByRole('button', { name: '前往支付' }).click();
  await page.waitForURL(`${origin}/api/pay-sandbox/pay/**`);
  await page.getByRole('button', { name: '确认支付' }).click();
  await page.waitForURL(`${origin}/application/payResult?orderId=${orderId}`);
  await expect(page.getByText('支付成功，应用将在控制台开通')).toBeVisible();
  await expect(page.getByLabel('订单信息')).toContainText('已支付');
  expect(complaints).toEqual([]);
  await expectResultWithoutConsole(page);

  // No account site configured: a prefix holder's 管理企业前缀 stays on this portal, at this address.
  await page.goto('/identification');
  await expect(page.getByRole('link', { name: /管理企业前缀/ }).first()).toHaveAttribute('href', /^\/login\?backUrl=http%3A%2F%2F127\.0\.0\.1/);
});

test('a free order lands on the result, which stays, with links that exist', async ({ page }) => {
  await openAs(page, purchases.free);
  await page.getByRole('button', { name: '提交订单' }).click();
  await page.waitForURL(/\/application\/payResult\?orderId=\d+$/);
  expect(new URL(page.url()).origin).toBe(origin);
  await expect(page.getByText('订单已完成，应用将在控制台开通')).toBeVisible();
  await expectResultWithoutConsole(page);
});
