import { rmSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from './helpers/test';
import { openAs, orderToPayment, purchases } from './helpers/order';
import { portalRefusal, startPortal, type RunningPortal } from './helpers/portal';
import { logLines } from './helpers/startup-log';
import { selectTab } from './helpers/tabs';

// A production start of the suite's build (docs/decisions/0016, issue 20 items 1 and 9), as a second
// portal in production mode: no sandbox, no outbox, every payment channel off until a real provider is
// configured in full. Ports 3212-3214: beside the suite's server, never its own.
const port = Number(process.env.E2E_PRODUCTION_PORT ?? 3212);
const origin = `http://127.0.0.1:${port}`;

test.describe('production mode without payment providers', () => {
  test.describe.configure({ timeout: 150_000 });
  test.use({ baseURL: origin });
  const dataDir = path.resolve(`tmp/e2e-data-${port}-switched`);
  let portal: RunningPortal;
  /** A sandbox payment page made while the same deployment still ran in test mode, and its order. */
  let sandboxUrl: string;
  let orderId: number;

  // The deployment first runs with the sandbox (test mode) and a buyer opens a sandbox QR code; then it
  // is restarted in production mode on the same data: that page must not pay any more.
  test.beforeAll(async ({ browser }) => {
    test.setTimeout(300_000);
    rmSync(dataDir, { recursive: true, force: true });
    const before = await startPortal(port, {}, { mode: 'test', dataDir });
    const page = await browser.newPage({ baseURL: origin });
    await openAs(page, purchases.monthly);
    orderId = await orderToPayment(page);
    await selectTab(page.getByRole('tab', { name: '微信支付' }));
    sandboxUrl = (await page.getByRole('link', { name: '在支付沙箱中打开' }).getAttribute('href'))!;
    expect((await page.request.get(sandboxUrl)).status()).toBe(200);
    await page.close();
    await before.stop();
    portal = await startPortal(port, {}, { mode: 'production', dataDir });
  });
  test.afterAll(async () => {
    await portal?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  test('start-up says what runs in one JSON line; the sandbox, the outbox and the demo inbox answer 404 @desktop-only', async ({ request }) => {
    const [report] = logLines(portal.output(), 'portal configuration');
    expect(report).toMatchObject({ level: 'info', mode: 'production', gateway: 'embedded', wechatPay: 'off', onlinePay: 'off', paymentSandbox: 'off', siteUrl: origin });
    expect(report.database).toMatch(/^PGlite in \//);
    expect(logLines(portal.output(), 'configuration is inconsistent')).toEqual([]);
    expect((await request.get(sandboxUrl)).status()).toBe(404);
    expect((await request.post(`${sandboxUrl}/pay`)).status()).toBe(404);
    expect((await request.get('/api/test/sms-outbox?phone=13800000001')).status()).toBe(404);
    expect((await request.get('/demo/inbox?phone=13800000001')).status()).toBe(404);
    expect((await request.get('/readyz')).status()).toBe(200);
  });

  test('without filing numbers of its own it shows none, and says so at start (issue 62 item 5) @desktop-only', async ({ page }) => {
    const [report] = logLines(portal.output(), 'portal configuration');
    expect(report).toMatchObject({ filing: 'none shown' });
    expect(portal.output()).toContain('ICP_RECORD is unset');
    expect(portal.output()).toContain('PUBLIC_SECURITY_RECORD is unset');
    await page.goto('/home');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByText(/版权所有/)).toBeVisible();
    await expect(footer.getByRole('link', { name: /ICP备|公网安备/ })).toHaveCount(0);
  });

  test('the WeChat and online tabs say the channel is not open, and nothing gets an order paid @desktop-only', async ({ page }) => {
    await openAs(page, purchases.yearly);
    const newOrderId = await orderToPayment(page);
    await expect(page.getByRole('note', { name: '演示环境' })).toHaveCount(0);

    await selectTab(page.getByRole('tab', { name: '微信支付（未开通）' }));
    await expect(page.getByText('微信支付暂未开通，请选择其他支付方式')).toBeVisible();
    await expect(page.getByRole('img', { name: '微信支付二维码' })).toHaveCount(0);
    await selectTab(page.getByRole('tab', { name: '在线支付（未开通）' }));
    await expect(page.getByText('在线支付暂未开通，请选择其他支付方式')).toBeVisible();
    await expect(page.getByRole('button', { name: '前往支付' })).toHaveCount(0);

    // Asked directly, past the page, the gateway refuses to start a payment on either channel.
    const wechat = await page.request.post('/api/order/wechat', { data: { orderId: newOrderId } });
    expect(await wechat.json()).toMatchObject({ ok: false, message: '微信支付暂未开通，请选择其他支付方式' });
    const online = await page.request.post('/api/order/online', { data: { orderId: newOrderId } });
    expect(await online.json()).toMatchObject({ ok: false, message: '在线支付暂未开通，请选择其他支付方式' });

    // Neither the new order nor the one whose sandbox page was pressed above is paid.
    for (const id of [newOrderId, orderId]) {
      await page.goto(`/application/payResult?orderId=${id}`);
      await expect(page.getByText('订单尚未完成支付')).toBeVisible();
    }
  });
});

test('production mode refuses to start on a half-configured WeChat Pay, naming each missing variable @desktop-only', async () => {
  test.setTimeout(90_000);
  const { code, output } = await portalRefusal(port + 1, { WECHAT_PAY_MCHID: '1900000001', WECHAT_PAY_APPID: 'wx0000' }, { mode: 'production' });
  expect(code).toBe(1);
  const [refusal] = logLines(output, 'configuration is inconsistent: refusing to start');
  expect(refusal).toMatchObject({ level: 'fatal', mode: 'production' });
  expect(refusal.problems).toEqual([expect.stringMatching(/^WECHAT_PAY_SERIAL_NO, WECHAT_PAY_PRIVATE_KEY, WECHAT_PAY_NOTIFY_URL missing: WeChat Pay needs all of/)]);
});

test('a production start without its secrets fails loudly, naming SESSION_SECRET and SMS_PROVIDER @desktop-only', async () => {
  test.setTimeout(90_000);
  // Empty values, as a container started without `-e` for them passes them.
  const { code, output } = await portalRefusal(port + 4, { SESSION_SECRET: '', SMS_PROVIDER: '' }, { mode: 'production' });
  expect(code).toBe(1);
  const [refusal] = logLines(output, 'configuration is inconsistent: refusing to start');
  expect(refusal.problems).toEqual([expect.stringMatching(/^SESSION_SECRET: /), expect.stringMatching(/^SMS_PROVIDER is not set/)]);
});

test('production mode with PAYMENT_SANDBOX=on: a warning at start and the 演示环境 banner on its pages @desktop-only', async ({ page }) => {
  test.setTimeout(150_000);
  const opened = await startPortal(port + 2, { PAYMENT_SANDBOX: 'on' }, { mode: 'production' });
  try {
    expect(logLines(opened.output(), 'portal configuration')[0]).toMatchObject({ mode: 'production', wechatPay: 'sandbox', onlinePay: 'sandbox', paymentSandbox: 'on' });
    expect(logLines(opened.output(), 'PAYMENT_SANDBOX=on in production mode')).toEqual([expect.objectContaining({ level: 'warn' })]);
    await page.goto(`${opened.origin}/login`);
    const banner = page.getByRole('note', { name: '演示环境' });
    await expect(banner).toContainText('支付为模拟支付，不会产生真实扣款。');
    await expect(banner).not.toContainText('本站为演示部署');
  } finally {
    await opened.stop();
  }
});
