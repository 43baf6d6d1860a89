import { eq } from 'drizzle-orm';
import { orderEvents, orders, payInfos } from '../db/schema';
import { openTestDatabase, testEngine, type TestDatabase } from '../testing/test-database';
import { orderCommands } from './orders';

let t: TestDatabase;
beforeAll(async () => {
  t = await openTestDatabase();
}, 120_000);
afterAll(() => t.cleanup());

const now = new Date('2026-11-23T01:00:00Z');
const run = (name: string, args: string[] = []) => orderCommands[name].run(t.database.db, args, now);
const byCode = async (code: string) => (await t.database.db.select().from(orders).where(eq(orders.orderCode, code)))[0];

describe(`reviewer order commands (${testEngine})`, () => {
  it('lists the order awaiting review with its declared transfer', async () => {
    const out = await run('orders');
    expect(out).toContain('DD202611180002');
    expect(out).toContain('1102020509000123456');
    expect(out).not.toContain('DD202603150001');
  });

  it('approves it once: paid, reviewed, one event', async () => {
    const before = await byCode('DD202611180002');
    expect(await run('pay-approve', ['DD202611180002'])).toMatch(/approved/);
    const after = await byCode('DD202611180002');
    expect(after).toMatchObject({ status: 'paid', payChannel: 'offline' });
    expect(after.paidAt?.toISOString()).toBe(now.toISOString());
    const [info] = await t.database.db.select().from(payInfos).where(eq(payInfos.orderId, before.id));
    expect(info.reviewedAt?.toISOString()).toBe(now.toISOString());
    await expect(run('pay-approve', [String(before.id)])).rejects.toThrow(/is paid, not awaiting review/);
    expect(await t.database.db.select().from(orderEvents).where(eq(orderEvents.orderId, before.id))).toHaveLength(1);
    expect(await run('orders')).toBe('No orders await review.');
  });

  it('refuses a cancelled order and an unknown one', async () => {
    await expect(run('pay-approve', ['DD202609020003'])).rejects.toThrow(/cancelled/);
    await expect(run('pay-approve', ['DD000'])).rejects.toThrow(/No order/);
    await expect(run('pay-approve')).rejects.toThrow(/Usage/);
  });
});
