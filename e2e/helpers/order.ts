import { expect, type BrowserContext, type Page } from '@playwright/test';
import { demoPassword, dragSlider, logInThroughApi } from './account';

/** Purchases of the demo dataset: product 48 (供应链管理云) 基础版 per year, per month, 3 years; product 1's free package. */
export const purchases = {
  yearly: '/application/confirmOrder?productId=48&packageId=4801&priceId=48012',
  monthly: '/application/confirmOrder?productId=48&packageId=4801&priceId=48011',
  threeYears: '/application/confirmOrder?productId=48&packageId=4801&priceId=48013',
  free: '/application/confirmOrder?productId=1&packageId=101&priceId=1011',
};

/** The console is another site (CONSOLE_URL); the tests answer it with a stand-in page. */
export const consoleOrders = 'http://localhost:3000/console/order/list';

export async function stubConsole(context: BrowserContext) {
  await context.route(/^http:\/\/localhost:3000\/console/, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: '<!doctype html><title>控制台</title><h1>控制台订单列表（测试替身）</h1>' }),
  );
}

/**
 * Opens an order page as the given account: the login gate sends the browser to the login page, and
 * after logging in it comes back to the page it asked for.
 */
export async function openAs(page: Page, path: string, account = 'demo_company') {
  await stubConsole(page.context());
  await page.goto(path);
  await page.waitForURL(/\/login\?from=/);
  await page.getByLabel('手机号/用户名').fill(account);
  await page.getByLabel('密码', { exact: true }).fill(demoPassword);
  await dragSlider(page);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await page.waitForURL((url) => `${url.pathname}${url.search}` === path, { waitUntil: 'domcontentloaded' });
}

/**
 * Opens an order page signed in through the portal's route: for journeys about the order rather than
 * its login gate, which openAs walks through (order-online.spec.ts, order-legacy.spec.ts, the mode journeys).
 */
export async function openSignedIn(page: Page, path: string, account = 'demo_company') {
  await stubConsole(page.context());
  await logInThroughApi(page, account, path);
}

/** Confirms a purchase and waits for the payment page; the new order's id. */
export async function orderToPayment(page: Page, path = purchases.yearly): Promise<number> {
  if (!page.url().includes(path)) await page.goto(path);
  await page.getByRole('button', { name: '提交订单' }).click();
  await page.waitForURL(/\/application\/payment\?orderId=\d+$/);
  await expect(page.getByRole('heading', { name: '订单支付' })).toBeVisible();
  return Number(new URL(page.url()).searchParams.get('orderId'));
}

/** A 1×1 PNG: real image bytes, so the gateway's content check passes and the thumbnail shows. */
export const pngBytes = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

export const png = (name: string) => ({ name, mimeType: 'image/png', buffer: pngBytes });

/**
 * A fake clock that stands still: after `install` Playwright's clock still follows real time, which a
 * slow phone run notices; paused, only `runFor` moves it.
 */
export async function freezeClock(page: Page) {
  const now = Date.now();
  await page.clock.install({ time: now });
  await page.clock.pauseAt(now + 1_000);
}
