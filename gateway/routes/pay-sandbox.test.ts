import { and, eq } from 'drizzle-orm';
import { contract } from '@/core/contract';
import { payments } from '../db/schema';
import { testGateway } from '../testing/gateway-client';
import { jpegBytes } from '../testing/images';
import { loginAs, orderBody, pressSandbox, sandboxHtml } from '../testing/orders';
import { openTestDatabase, testEngine, type TestDatabase } from '../testing/test-database';

let t: TestDatabase;
let gw: ReturnType<typeof testGateway>;
let company: Awaited<ReturnType<typeof loginAs>>;
let visitor: Awaited<ReturnType<typeof loginAs>>;

beforeAll(async () => {
  t = await openTestDatabase();
  gw = testGateway(t.database);
  company = await loginAs(gw, 'demo_company');
  visitor = await loginAs(gw, 'demo_user');
}, 120_000);
afterAll(() => t.cleanup());

type Order = { id: number; orderCode: string; totalAmount: number };

async function newOrder(pkg = 0, price = 1) {
  const saved = await gw.call(contract.order.save, orderBody(company, 48, pkg, price), company.token);
  const { id, orderCode, totalAmount } = saved.body.data!;
  return { id, orderCode, totalAmount: totalAmount ?? 0 };
}
const placeQr = (order: Order, token = company.token, total = Math.round(order.totalAmount * 100)) =>
  gw.call(contract.order.wechatPlaceOrder, { description: '供应链管理云', out_trade_no: order.orderCode, amount: { total } }, token);
const result = (orderId: number, token = company.token) => gw.call(contract.order.wechatResult, { orderId }, token);
const statusOf = async (id: number) => (await gw.call(contract.order.detail, { id }, company.token)).body.data!.statusName;
const onlineBody = (order: Order, cents = Math.round(order.totalAmount * 100)) => ({
  payeeUserNo: 'HM20230001',
  channelCode: 'UNIONPAY_B2B',
  bizOrderNo: order.orderCode,
  orderAmount: cents,
  payAmount: cents,
  paymentMethod: 'B2B',
  poundageAmount: 0,
  redirectUrl: `http://portal.test/application/payResult?orderId=${order.id}`,
});

describe(`WeChat QR through the sandbox (${testEngine})`, () => {
  it('places a QR order, waits, and pays once when the sandbox says pay', async () => {
    const order = await newOrder();
    const placed = await placeQr(order);
    const codeUrl = placed.body.data!.code_url;
    expect(codeUrl).toMatch(/^\/api\/pay-sandbox\/pay\/[A-Za-z0-9_-]{32}$/);
    expect(await statusOf(order.id)).toBe('awaiting_payment');
    // A reloaded page gets the same open code, not a second payable one.
    expect((await placeQr(order)).body.data!.code_url).toBe(codeUrl);
    const waiting = await result(order.id);
    expect(waiting.body).toMatchObject({ success: false, code: 'NOTPAY' });
    const page = await sandboxHtml(gw, codeUrl);
    expect(page.html).toContain('确认支付');
    expect(page.html).toContain('¥29,800.00');
    expect(await pressSandbox(gw, codeUrl, 'pay')).toEqual({ status: 303, location: `../${codeUrl.split('/').pop()}` });
    const done = await result(order.id);
    expect(done.body).toMatchObject({ success: true, code: 200, data: { tradeState: 'SUCCESS' } });
    expect(await statusOf(order.id)).toBe('paid');
    // Pressing again, or placing again, records nothing more.
    await pressSandbox(gw, codeUrl, 'pay');
    expect((await sandboxHtml(gw, codeUrl)).html).toContain('支付成功');
    expect((await placeQr(order)).body).toMatchObject({ success: false, message: '该订单已支付，无需重复付款' });
    const attempts = await t.database.db.select().from(payments).where(and(eq(payments.orderId, order.id), eq(payments.status, 'paid')));
    expect(attempts).toHaveLength(1);
  });

  it('reports a failed payment and lets the buyer try again with a new code', async () => {
    const order = await newOrder();
    const first = (await placeQr(order)).body.data!.code_url;
    await pressSandbox(gw, first, 'fail');
    expect((await result(order.id)).body).toMatchObject({ success: false, code: 'PAYERROR' });
    expect(await statusOf(order.id)).toBe('awaiting_payment');
    const second = (await placeQr(order)).body.data!.code_url;
    expect(second).not.toBe(first);
    expect((await result(order.id)).body.code).toBe('NOTPAY');
    await pressSandbox(gw, second, 'pay');
    expect(await statusOf(order.id)).toBe('paid');
  });

  it('refuses a tampered amount, someone else’s order, and a cancelled order', async () => {
    const order = await newOrder();
    expect((await placeQr(order, company.token, 1)).status).toBe(400);
    expect((await placeQr(order, visitor.token)).status).toBe(404);
    expect((await result(order.id, visitor.token)).status).toBe(404);
    const codeUrl = (await placeQr(order)).body.data!.code_url;
    await gw.call(contract.order.cancel, { id: order.id }, company.token);
    await pressSandbox(gw, codeUrl, 'pay');
    expect(await statusOf(order.id)).toBe('cancelled');
    expect((await sandboxHtml(gw, codeUrl)).html).toContain('订单已取消，无法支付');
    expect((await placeQr(order)).body.message).toBe('订单已取消，无法付款');
  });

  it('closes an open QR code when offline pay info is submitted instead', async () => {
    const order = await newOrder();
    const codeUrl = (await placeQr(order)).body.data!.code_url;
    const { fileName } = (await gw.call(contract.account.uploadFile, { file: new File([new Uint8Array(jpegBytes(64, 48))], 'p.jpg', { type: 'image/jpeg' }) }, company.token)).body.data!;
    const info = { orderId: order.id, depositBank: '中国银行', bankAccountName: '苏州智联', bankNo: '123456', payAmount: order.totalAmount, payTime: '2026-11-20', payPicture: fileName };
    expect((await gw.call(contract.order.savePayInfo, info, company.token)).body.success).toBe(true);
    await pressSandbox(gw, codeUrl, 'pay');
    expect(await statusOf(order.id)).toBe('awaiting_review');
  });
});

describe(`online payment through the sandbox (${testEngine})`, () => {
  it('answers a cashier page that sends the browser back after paying', async () => {
    const order = await newOrder(1, 0);
    const created = await gw.call(contract.order.onlinePay, onlineBody(order), company.token);
    const pageUrl = created.body.data!.pageUrl;
    expect(pageUrl).toMatch(/^\/api\/pay-sandbox\/pay\//);
    expect(await pressSandbox(gw, pageUrl, 'pay')).toEqual({ status: 303, location: onlineBody(order).redirectUrl });
    expect(await statusOf(order.id)).toBe('paid');
  });

  it('sends the browser back after a failure too, leaving the order payable', async () => {
    const order = await newOrder(1, 0);
    const pageUrl = (await gw.call(contract.order.onlinePay, onlineBody(order), company.token)).body.data!.pageUrl;
    expect((await pressSandbox(gw, pageUrl, 'fail')).location).toBe(onlineBody(order).redirectUrl);
    expect(await statusOf(order.id)).toBe('awaiting_payment');
  });

  it('refuses amounts that do not match the order', async () => {
    const order = await newOrder(1, 0);
    expect((await gw.call(contract.order.onlinePay, onlineBody(order, 100), company.token)).status).toBe(400);
    expect((await gw.call(contract.order.onlinePay, { ...onlineBody(order), payAmount: 1 }, company.token)).status).toBe(400);
  });

  it('answers 404 for an unknown sandbox page', async () => {
    expect((await sandboxHtml(gw, '/api/pay-sandbox/pay/nosuchtoken0000000000')).status).toBe(404);
  });
});
