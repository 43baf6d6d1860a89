import { asc, eq } from 'drizzle-orm';
import { orderStatuses, type OrderStatus } from '@/core/order/status';
import { orderEvents, orders } from '../db/schema';
import { openTestDatabase, testEngine, type TestDatabase } from '../testing/test-database';
import { canMove, moveOrder } from './state';

let t: TestDatabase;
beforeAll(async () => {
  t = await openTestDatabase();
}, 120_000);
afterAll(() => t.cleanup());

const now = new Date('2026-11-22T02:00:00Z');

async function freshOrder(status: OrderStatus, code: string) {
  const [seeded] = await t.database.db.select().from(orders).limit(1);
  const [row] = await t.database.db
    .insert(orders)
    .values({ ...seeded, id: undefined, orderCode: code, transactionId: `state-${code}`, status, paidAt: null, cancelledAt: null })
    .returning();
  return row;
}

describe('the order state machine', () => {
  it('allows exactly the moves of the table', () => {
    const allowed = orderStatuses.flatMap((from) => orderStatuses.filter((to) => canMove(from, to)).map((to) => `${from}→${to}`));
    expect(allowed.sort()).toEqual(
      [
        'created→awaiting_payment',
        'created→awaiting_review',
        'created→paid',
        'created→cancelled',
        'awaiting_payment→awaiting_review',
        'awaiting_payment→paid',
        'awaiting_payment→cancelled',
        'awaiting_review→paid',
      ].sort(),
    );
  });
});

describe(`moving orders (${testEngine})`, () => {
  it('writes the state, its time and one event per change', async () => {
    const order = await freshOrder('created', 'DDSTATE000001');
    expect((await moveOrder(t.database.db, order.id, 'awaiting_payment', { actor: 'user:1', now })).ok).toBe(true);
    const paid = await moveOrder(t.database.db, order.id, 'paid', { actor: 'payment:wechat', now, payChannel: 'wechat' });
    expect(paid).toMatchObject({ ok: true, from: 'awaiting_payment', order: { status: 'paid', payChannel: 'wechat' } });
    expect(paid.ok && paid.order.paidAt?.toISOString()).toBe(now.toISOString());
    const events = await t.database.db.select().from(orderEvents).where(eq(orderEvents.orderId, order.id)).orderBy(asc(orderEvents.id));
    expect(events.map((e) => `${e.fromStatus}→${e.toStatus} by ${e.actor}`)).toEqual(['created→awaiting_payment by user:1', 'awaiting_payment→paid by payment:wechat']);
  });

  it('refuses a move the table forbids and changes nothing', async () => {
    const order = await freshOrder('paid', 'DDSTATE000002');
    expect(await moveOrder(t.database.db, order.id, 'cancelled', { actor: 'user:1', now })).toEqual({ ok: false, current: 'paid' });
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row.status).toBe('paid');
    expect(row.cancelledAt).toBeNull();
    expect(await t.database.db.select().from(orderEvents).where(eq(orderEvents.orderId, order.id))).toHaveLength(0);
    expect(await moveOrder(t.database.db, 999_999, 'paid', { actor: 'x', now })).toEqual({ ok: false, current: 'missing' });
  });

  it('lets one of two concurrent moves win: paid and cancelled never both happen', async () => {
    const order = await freshOrder('awaiting_payment', 'DDSTATE000003');
    const [pay, cancel] = await Promise.all([
      moveOrder(t.database.db, order.id, 'paid', { actor: 'payment:online', now }),
      moveOrder(t.database.db, order.id, 'cancelled', { actor: 'user:1', now }),
    ]);
    expect([pay.ok, cancel.ok].filter(Boolean)).toHaveLength(1);
    const events = await t.database.db.select().from(orderEvents).where(eq(orderEvents.orderId, order.id));
    expect(events).toHaveLength(1);
  });
});
