import { Hono } from 'hono';
import { z } from 'zod';
import { contract } from '@/core/contract';
import { endpoint, noBody } from '@/core/contract/define';
import { metricsRegistry } from '@/core/metrics/registry';
import { valueOf } from '@/core/metrics/value';
import { hit, newPhoneKey, newPhoneLimits } from './auth/rate-limit';
import { bind } from './http/bind';
import type { GatewayEnv } from './http/env';
import { tooMany } from './http/reply';
import { drainRevalidations, queueRevalidation } from './identifier/revalidation-queue';
import { gatewayMetrics } from './metrics';
import { issueCode } from './sms/codes';
import { smsSetupFromEnv, type SmsSetup } from './sms/setup';
import { testGateway } from './testing/gateway-client';
import { loginAs, orderBody, pressSandbox } from './testing/orders';
import { openTestDatabase, testEngine, type TestDatabase } from './testing/test-database';

// What the gateway measures (README "Production"): each family under its name, and each event counted
// where it happens. Counts are read before and after, as other tests of this process count too.

let t: TestDatabase;
let gw: ReturnType<typeof testGateway>;

beforeAll(async () => {
  t = await openTestDatabase();
  gw = testGateway(t.database);
}, 120_000);
afterAll(() => t.cleanup());

/** The change in each of `reads` while `act` runs. */
async function change(reads: (() => Promise<number>)[], act: () => Promise<unknown>): Promise<number[]> {
  const before = await Promise.all(reads.map((read) => read()));
  await act();
  const after = await Promise.all(reads.map((read) => read()));
  return after.map((n, i) => n - before[i]);
}

describe(`the gateway's metrics (${testEngine})`, () => {
  it('are in the process’s registry under their documented names once a gateway app exists', async () => {
    const text = await metricsRegistry().metrics();
    for (const name of [
      'idportal_revalidations_queued_total',
      'idportal_revalidations_pushed_total',
      'idportal_revalidation_push_failures_total',
      'idportal_revalidation_backlog',
      'idportal_sms_total',
      'idportal_payments_total',
      'idportal_gateway_limit_refusals_total',
    ]) {
      expect(text).toContain(`# TYPE ${name} `);
    }
  });

  it('counts every 429 a bound entry answers, by the entry', async () => {
    const entry = endpoint({ summary: 'a limited call', method: 'GET', path: '/metrics-test/limited', auth: false, wire: 'none', request: noBody, data: z.null() });
    const app = new Hono<GatewayEnv>();
    bind(app, entry, async () => tooMany('操作过于频繁，请稍后再试', 30));
    const [refused] = await change([() => valueOf(gatewayMetrics().limitRefusals, { entry: 'GET /metrics-test/limited' })], async () => {
      expect((await app.fetch(new Request('http://gateway.test/metrics-test/limited'))).status).toBe(429);
    });
    expect(refused).toBe(1);
  });

  it('counts SMS codes sent, refused by the phone’s limits, the new phones’ limits, the hourly budget or its new phones’ share, and failed', async () => {
    const { sms } = gatewayMetrics();
    const context = (setup: SmsSetup, from?: string) => ({ db: t.database.db, now: new Date('2026-11-22T03:00:00Z'), mode: 'test' as const, secret: 'metrics-test-secret', sms: setup, from });
    const outbox = smsSetupFromEnv({}, 'test');
    const failing: SmsSetup = { kind: 'aliyun', problems: [], provider: { name: 'aliyun', send: async () => ({ ok: false, reason: 'refused' }) } };
    const text = (code: string) => `验证码${code}`;
    const reads = ['sent', 'phone_limit', 'budget', 'new_phone_budget', 'new_phone_limit'].map((outcome) => () => valueOf(sms, { provider: 'outbox', outcome }));
    const counted = await change([...reads, () => valueOf(sms, { provider: 'aliyun', outcome: 'failed' })], async () => {
      await issueCode(context(outbox), '13800009001', 'login', text);
      // The same phone again within 60 s.
      await issueCode(context(outbox), '13800009001', 'login', text);
      // Another phone, with an hourly budget the first code has spent.
      await issueCode(context({ ...outbox, hourlyBudget: 1 }), '13800009002', 'login', text);
      // Another new phone, with a budget of 2: half of it is the new phones' share, which the first code has spent.
      await issueCode(context({ ...outbox, hourlyBudget: 2 }), '13800009002', 'login', text);
      await issueCode(context(failing), '13800009003', 'login', text);
    });
    expect(counted).toEqual([1, 1, 1, 1, 0, 1]);
    // An address past its codes to new phones this hour (the counter's window filled beforehand).
    const ip = '192.0.2.91';
    for (let i = 0; i < newPhoneLimits.address.max; i++) await hit(t.database.db, newPhoneKey('address', ip), newPhoneLimits.address.windowMs, new Date('2026-11-22T03:00:00Z'));
    expect(await change([reads[4]], () => issueCode(context(outbox, ip), '13800009004', 'login', text))).toEqual([1]);
  });

  it('counts identifiers queued for the portals, pushed, and pushes refused', async () => {
    const m = gatewayMetrics();
    const db = t.database.db;
    const counted = await change([() => valueOf(m.revalidationsQueued), () => valueOf(m.revalidationsPushed), () => valueOf(m.revalidationPushFailures)], async () => {
      await queueRevalidation(db, ['88.365.1/DEMO0001']);
      await drainRevalidations(db, async () => ({ ok: false, reason: 'HTTP 503' }));
      await drainRevalidations(db, async () => ({ ok: true }));
    });
    expect(counted[0]).toBeGreaterThanOrEqual(1);
    // Everything queued was pushed once, after one refusal.
    expect(counted[1]).toBe(counted[0]);
    expect(counted[2]).toBe(1);
  });

  it('counts a payment started and paid, by channel', async () => {
    const { payments } = gatewayMetrics();
    const company = await loginAs(gw, 'demo_company');
    const counted = await change([() => valueOf(payments, { channel: 'wechat', outcome: 'started' }), () => valueOf(payments, { channel: 'wechat', outcome: 'paid' })], async () => {
      const order = (await gw.call(contract.order.save, orderBody(company, 48), company.token)).body.data!;
      const placed = await gw.call(contract.order.wechatPlaceOrder, { description: '供应链管理云', out_trade_no: order.orderCode, amount: { total: Math.round((order.totalAmount ?? 0) * 100) } }, company.token);
      await pressSandbox(gw, placed.body.data!.code_url, 'pay');
    });
    expect(counted).toEqual([1, 1]);
  });
});
