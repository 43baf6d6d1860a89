import { generateKeyPairSync } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { contract } from '@/core/contract';
import { messages } from '@/core/messages';
import { payments } from '../db/schema';
import { paymentSetupFromEnv } from '../payment/setup';
import { wechatNativeProvider } from '../payment/wechat-native';
import { testGateway } from '../testing/gateway-client';
import { loginAs, orderBody, pressSandbox, sandboxHtml } from '../testing/orders';
import { openTestDatabase, testEngine, type TestDatabase } from '../testing/test-database';

// Production mode (docs/decisions/0016): the sandbox is shut unless the operator opens it, a channel
// without a provider refuses to start a payment, and only the provider's own answer marks an order paid.

let t: TestDatabase;
let production: ReturnType<typeof testGateway>;
let company: Awaited<ReturnType<typeof loginAs>>;

/** A stand-in for WeChat Pay's API v3: it hands out a code and reports whatever trade state the test sets. */
let tradeState = 'NOTPAY';
let stub: Server;
let stubBase = '';
const stubCalls: string[] = [];

beforeAll(async () => {
  t = await openTestDatabase();
  production = testGateway(t.database, undefined, { mode: 'production', payments: paymentSetupFromEnv({}, 'production') });
  company = await loginAs(production, 'demo_company');
  stub = createServer((request, response) => {
    stubCalls.push(`${request.method} ${request.url} ${request.headers.authorization?.split(' ')[0]}`);
    response.setHeader('content-type', 'application/json');
    if (request.method === 'POST') response.end(JSON.stringify({ code_url: 'weixin://wxpay/bizpayurl?pr=stand-in' }));
    else response.end(JSON.stringify({ trade_state: tradeState }));
  });
  await new Promise<void>((resolve) => stub.listen(0, '127.0.0.1', resolve));
  stubBase = `http://127.0.0.1:${(stub.address() as AddressInfo).port}`;
}, 120_000);
afterAll(async () => {
  await new Promise((resolve) => stub.close(resolve));
  await t.cleanup();
});

type Gateway = ReturnType<typeof testGateway>;
async function newOrder(gw: Gateway = production) {
  const saved = await gw.call(contract.order.save, orderBody(company, 48, 0, 1), company.token);
  const { id, orderCode, totalAmount } = saved.body.data!;
  return { id, orderCode, cents: Math.round((totalAmount ?? 0) * 100) };
}
const placeQr = (gw: Gateway, order: Awaited<ReturnType<typeof newOrder>>) =>
  gw.call(contract.order.wechatPlaceOrder, { description: '供应链管理云', out_trade_no: order.orderCode, amount: { total: order.cents } }, company.token);
const placeOnline = (gw: Gateway, order: Awaited<ReturnType<typeof newOrder>>) =>
  gw.call(
    contract.order.onlinePay,
    { payeeUserNo: 'HM20230001', channelCode: 'UNIONPAY_B2B', bizOrderNo: order.orderCode, orderAmount: order.cents, payAmount: order.cents, paymentMethod: 'B2B', poundageAmount: 0, redirectUrl: 'http://portal.test/application/payResult' },
    company.token,
  );
const statusOf = async (gw: Gateway, id: number) => (await gw.call(contract.order.detail, { id }, company.token)).body.data!.statusName;

describe(`payments in production mode (${testEngine})`, () => {
  it('refuses to start a payment on a channel that is off, and the order stays unpaid', async () => {
    const order = await newOrder();
    const qr = await placeQr(production, order);
    expect({ status: qr.status, message: qr.body.message }).toEqual({ status: 503, message: messages.wechatClosed });
    const online = await placeOnline(production, order);
    expect({ status: online.status, message: online.body.message }).toEqual({ status: 503, message: messages.onlineClosed });
    expect(await statusOf(production, order.id)).toBe('created');
    expect(await t.database.db.select().from(payments).where(eq(payments.orderId, order.id))).toEqual([]);
  });

  it('answers 404 on the sandbox pages, even for an attempt a sandbox once made', async () => {
    // The same database served earlier with the sandbox open (a test-mode gateway): its page must not pay now.
    const sandboxed = testGateway(t.database, undefined, { mode: 'test' });
    const order = await newOrder(sandboxed);
    const payUrl = (await placeQr(sandboxed, order)).body.data!.code_url;
    expect((await sandboxHtml(sandboxed, payUrl)).status).toBe(200);
    expect((await sandboxHtml(production, payUrl)).status).toBe(404);
    expect((await pressSandbox(production, payUrl, 'pay')).status).toBe(404);
    expect(await statusOf(production, order.id)).toBe('awaiting_payment');
    const waiting = await production.call(contract.order.wechatResult, { orderId: order.id }, company.token);
    expect(waiting.body).toMatchObject({ success: false, code: 'NOTPAY' });
  });

  it('marks an order paid only when the real provider says so, and never through the sandbox', async () => {
    const key = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    const wechat = wechatNativeProvider({ mchid: '1900000001', appid: 'wx0000', serialNo: 'SERIAL1', privateKey: key, notifyUrl: 'https://portal.example.cn/notify', apiBase: stubBase });
    const setup = paymentSetupFromEnv({}, 'production');
    const real = testGateway(t.database, undefined, { mode: 'production', payments: { ...setup, wechat, channels: { ...setup.channels, wechat: 'real' } } });
    const order = await newOrder(real);
    const placed = await placeQr(real, order);
    expect(placed.body.data!.code_url).toBe('weixin://wxpay/bizpayurl?pr=stand-in');
    const [attempt] = await t.database.db.select().from(payments).where(eq(payments.orderId, order.id));
    expect(attempt).toMatchObject({ provider: 'wechat', status: 'pending' });
    // Its token exists, but the sandbox is shut and the attempt is not the sandbox's.
    expect((await pressSandbox(real, `/x/${attempt.token}`, 'pay')).status).toBe(404);
    const result = () => real.call(contract.order.wechatResult, { orderId: order.id }, company.token);
    expect((await result()).body.code).toBe('NOTPAY');
    expect(await statusOf(real, order.id)).toBe('awaiting_payment');
    tradeState = 'SUCCESS';
    expect((await result()).body).toMatchObject({ success: true, data: { tradeState: 'SUCCESS' } });
    expect(await statusOf(real, order.id)).toBe('paid');
    expect(stubCalls).toEqual([
      'POST /v3/pay/transactions/native WECHATPAY2-SHA256-RSA2048',
      `GET /v3/pay/transactions/out-trade-no/${attempt.outTradeNo}?mchid=1900000001 WECHATPAY2-SHA256-RSA2048`,
      `GET /v3/pay/transactions/out-trade-no/${attempt.outTradeNo}?mchid=1900000001 WECHATPAY2-SHA256-RSA2048`,
    ]);
  });

  it('opens the sandbox when the operator writes PAYMENT_SANDBOX=on', async () => {
    const opened = testGateway(t.database, undefined, { mode: 'production', payments: paymentSetupFromEnv({ PAYMENT_SANDBOX: 'on' }, 'production') });
    const order = await newOrder(opened);
    const payUrl = (await placeQr(opened, order)).body.data!.code_url;
    expect(await pressSandbox(opened, payUrl, 'pay')).toMatchObject({ status: 303 });
    expect(await statusOf(opened, order.id)).toBe('paid');
  });
});
