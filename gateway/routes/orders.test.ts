import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { contract } from '@/core/contract';
import { orderDetails, orders, payInfos } from '../db/schema';
import { testGateway } from '../testing/gateway-client';
import { loginAs, orderBody, pngFile } from '../testing/orders';
import { openTestDatabase, testEngine, type TestDatabase } from '../testing/test-database';

let t: TestDatabase;
let gw: ReturnType<typeof testGateway>;
let storage: string;
let company: Awaited<ReturnType<typeof loginAs>>;
let visitor: Awaited<ReturnType<typeof loginAs>>;

beforeAll(async () => {
  t = await openTestDatabase();
  storage = mkdtempSync(path.join(tmpdir(), 'gw-orders-'));
  gw = testGateway(t.database, undefined, { storageDir: storage });
  company = await loginAs(gw, 'demo_company');
  visitor = await loginAs(gw, 'demo_user');
}, 120_000);
afterAll(async () => {
  await t.cleanup();
  rmSync(storage, { recursive: true, force: true });
});

const orderCount = async () => (await t.database.db.select({ n: count() }).from(orders))[0].n;
const save = (body: object, token = company.token) => gw.call(contract.order.save, body as Record<string, unknown>, token);
const detail = (id: number, token = company.token) => gw.call(contract.order.detail, { id }, token);
const seeded = async (code: string) => (await t.database.db.select().from(orders).where(eq(orders.orderCode, code)))[0];

describe(`order save (${testEngine})`, () => {
  it('creates an unpaid order with the price list’s numbers and an order code', async () => {
    const body = { ...orderBody(company, 48, 0, 1), remark: '请尽快开通' };
    const saved = await save(body);
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ totalAmount: 29800, orderCode: expect.stringMatching(/^DD20261122\d{6}$/) });
    const shown = await detail(saved.body.data!.id);
    expect(shown.body.data).toMatchObject({
      status: 0,
      statusName: 'created',
      totalAmount: 29800,
      standardPrice: 29800,
      remark: '请尽快开通',
      buyerCompanyName: company.companyName,
      orderDetails: [{ packageProductId: 4801, packageName: '基础版', price: 29800, purchaseDuration: 1, durationUnit: '1', productName: '供应链管理云' }],
      payInfo: null,
    });
  });

  it('pays a free order at once', async () => {
    const saved = await save(orderBody(company, 1, 0, 0));
    expect(saved.body.data!.totalAmount).toBe(0);
    expect((await detail(saved.body.data!.id)).body.data).toMatchObject({ status: 2, statusName: 'paid', payChannel: 'free' });
  });

  it('refuses tampered numbers and foreign ids, creating nothing', async () => {
    const before = await orderCount();
    const tampered = [
      { ...orderBody(company, 48, 0, 1), totalAmount: 1, salePrice: 1 },
      (() => {
        const b = orderBody(company, 48, 0, 1);
        b.orderDetails[0].price = 1;
        b.totalAmount = b.salePrice = 1;
        return b;
      })(),
      (() => {
        const b = orderBody(company, 48, 0, 1);
        b.orderDetails[0].packageProductId = 101;
        return b;
      })(),
      { ...orderBody(company, 48, 0, 1), standardPrice: 0.01 },
      { ...orderBody(company, 48, 0, 1), buyerCompanyId: company.companyId + 1 },
      orderBody(company, 2),
    ];
    for (const body of tampered) {
      const answer = await save(body);
      expect({ status: answer.status, success: answer.body.success }).toEqual({ status: expect.any(Number), success: false });
      expect([400, 403]).toContain(answer.status);
    }
    expect(await orderCount()).toBe(before);
  });

  it('refuses buyers without an approved prefix, and anonymous callers', async () => {
    const before = await orderCount();
    expect((await save(orderBody({ companyId: 0, companyName: '无' }, 48, 0, 1), visitor.token)).status).toBe(403);
    expect((await save(orderBody(company, 48, 0, 1), '')).status).toBe(401);
    expect(await orderCount()).toBe(before);
  });

  it('is idempotent on transactionId: a retry gets the same order', async () => {
    const body = orderBody(company, 48, 1, 0);
    const first = await save(body);
    const again = await save(body);
    expect(again.status).toBe(200);
    expect(again.body.data!.id).toBe(first.body.data!.id);
    const rows = await t.database.db.select().from(orders).where(eq(orders.transactionId, body.transactionId));
    expect(rows).toHaveLength(1);
    const lines = await t.database.db.select().from(orderDetails).where(eq(orderDetails.orderId, rows[0].id));
    expect(lines).toHaveLength(1);
  });

  it('makes one order of two (and five) concurrent saves with the same transactionId', async () => {
    for (const n of [2, 5]) {
      const body = orderBody(company, 48, 2, 1);
      const answers = await Promise.all(Array.from({ length: n }, () => save(body)));
      expect(answers.map((a) => a.status)).toEqual(Array(n).fill(200));
      expect(new Set(answers.map((a) => a.body.data!.id)).size).toBe(1);
      const rows = await t.database.db.select().from(orders).where(eq(orders.transactionId, body.transactionId));
      expect(rows).toHaveLength(1);
      expect(await t.database.db.select().from(orderDetails).where(eq(orderDetails.orderId, rows[0].id))).toHaveLength(1);
    }
  });

  it('does not let a transactionId be reused for another product or by another person', async () => {
    const body = orderBody(company, 48, 0, 1);
    await save(body);
    const other = { ...orderBody(company, 1, 1, 1), transactionId: body.transactionId };
    expect((await save(other)).status).toBe(409);
  });
});

describe(`order detail and cancel (${testEngine})`, () => {
  it('shows an order to its owner only: anyone else gets the same 404 as a missing order', async () => {
    const paid = await seeded('DD202603150001');
    expect((await detail(paid.id)).body.data).toMatchObject({ statusName: 'paid', payInfo: { bankNo: '1102020509000123456' } });
    const foreign = await detail(paid.id, visitor.token);
    const missing = await detail(999_999, visitor.token);
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual(missing.body);
    expect((await gw.call(contract.order.cancel, { id: paid.id }, visitor.token)).status).toBe(404);
  });

  it('cancels an unpaid order once', async () => {
    const saved = await save(orderBody(company, 48, 0, 0));
    const id = saved.body.data!.id;
    const cancelled = await gw.call(contract.order.cancel, { id }, company.token);
    expect(cancelled.body).toMatchObject({ success: true, message: '订单取消成功' });
    expect((await detail(id)).body.data).toMatchObject({ status: 3, statusName: 'cancelled' });
    const again = await gw.call(contract.order.cancel, { id }, company.token);
    expect(again.status).toBe(409);
  });

  it('refuses to cancel a paid order or one in review, changing nothing', async () => {
    for (const [code, message] of [
      ['DD202603150001', '订单已支付，无法取消'],
      ['DD202611180002', '付款信息审核中，无法取消订单'],
    ]) {
      const order = await seeded(code);
      const answer = await gw.call(contract.order.cancel, { id: order.id }, company.token);
      expect({ status: answer.status, message: answer.body.message }).toEqual({ status: 409, message });
      expect((await seeded(code)).status).toBe(order.status);
    }
  });
});

describe(`offline pay info (${testEngine})`, () => {
  async function proof(token = company.token) {
    const uploaded = await gw.call(contract.account.uploadFile, { file: pngFile() }, token);
    return uploaded.body.data!.fileName as string;
  }
  const info = (orderId: number, payPicture: string, payAmount: number | string = 29800) => ({
    orderId,
    depositBank: '中国工商银行苏州分行',
    bankAccountName: '苏州智联精密制造有限公司',
    bankNo: '6222020200112233',
    payAmount,
    payTime: '2026-11-21',
    payPicture,
  });

  it('is saved once, moving the order to review', async () => {
    const id = (await save(orderBody(company, 48, 0, 1))).body.data!.id;
    const pictures = `${await proof()},${await proof()}`;
    const saved = await gw.call(contract.order.savePayInfo, info(id, pictures), company.token);
    expect(saved.body).toMatchObject({ success: true });
    const shown = (await detail(id)).body.data!;
    expect(shown).toMatchObject({ statusName: 'awaiting_review', payChannel: 'offline', payInfo: { payAmount: 29800, payTime: '2026-11-21' } });
    expect(shown.payInfo!.realPayPicture).toHaveLength(2);
    const twice = await gw.call(contract.order.savePayInfo, info(id, pictures), company.token);
    expect({ status: twice.status, message: twice.body.message }).toEqual({ status: 409, message: '付款信息已提交，请勿重复提交' });
    expect(await t.database.db.select().from(payInfos).where(eq(payInfos.orderId, id))).toHaveLength(1);
  });

  it('refuses a wrong amount, someone else’s proof, a cancelled or paid order', async () => {
    const id = (await save(orderBody(company, 48, 0, 1))).body.data!.id;
    const mine = await proof();
    expect((await gw.call(contract.order.savePayInfo, info(id, mine, 29799), company.token)).status).toBe(400);
    expect((await gw.call(contract.order.savePayInfo, info(id, await proof(visitor.token)), company.token)).status).toBe(400);
    expect((await gw.call(contract.order.savePayInfo, info(id, 'not-a-file.png'), company.token)).status).toBe(400);
    expect((await detail(id)).body.data!.statusName).toBe('created');
    await gw.call(contract.order.cancel, { id }, company.token);
    const cancelled = await gw.call(contract.order.savePayInfo, info(id, mine), company.token);
    expect({ status: cancelled.status, message: cancelled.body.message }).toEqual({ status: 409, message: '订单已取消，无法付款' });
    const paid = await seeded('DD202603150001');
    const paidAnswer = await gw.call(contract.order.savePayInfo, info(paid.id, mine, paid.totalAmount), company.token);
    expect(paidAnswer.body.message).toBe('该订单已支付，无需重复付款');
  });
});
