import { eq } from 'drizzle-orm';
import { isOrderStatus, type OrderStatus } from '@/core/order/status';
import type { Db } from '../db/client';
import { orderEvents, orders } from '../db/schema';
import { writeAudit } from '../audit/trail';

/**
 * Which state may follow which. Money has moved (or is being reviewed) once an order leaves the unpaid
 * states, so nothing but the reviewer's approval moves it again, and a paid or cancelled order is final.
 */
const next: Record<OrderStatus, readonly OrderStatus[]> = {
  created: ['awaiting_payment', 'awaiting_review', 'paid', 'cancelled'],
  awaiting_payment: ['awaiting_review', 'paid', 'cancelled'],
  awaiting_review: ['paid'],
  paid: [],
  cancelled: [],
};

export function canMove(from: OrderStatus, to: OrderStatus): boolean {
  return next[from].includes(to);
}

export type OrderRow = typeof orders.$inferSelect;

export type Move = { ok: true; from: OrderStatus; order: OrderRow } | { ok: false; current: OrderStatus | 'missing' };

export interface MoveOptions {
  actor: string;
  now: Date;
  /** Recorded with a move to paid. */
  payChannel?: string;
}

/**
 * Moves one order inside the caller's transaction: locks the row, checks the move against the table,
 * writes the new state and the event. Callers that change other rows too (pay info, payments) pass
 * their transaction so everything commits or nothing does.
 */
export async function moveOrderIn(tx: Db, orderId: number, to: OrderStatus, options: MoveOptions): Promise<Move> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  if (!row) return { ok: false, current: 'missing' };
  const from = isOrderStatus(row.status) ? row.status : undefined;
  if (!from || !canMove(from, to)) return { ok: false, current: from ?? 'missing' };
  const [order] = await tx
    .update(orders)
    .set({
      status: to,
      updatedAt: options.now,
      ...(to === 'paid' ? { paidAt: options.now, payChannel: options.payChannel ?? row.payChannel } : {}),
      ...(to === 'cancelled' ? { cancelledAt: options.now } : {}),
      ...(to === 'awaiting_review' ? { payChannel: 'offline' } : {}),
    })
    .where(eq(orders.id, orderId))
    .returning();
  await tx.insert(orderEvents).values({ orderId, fromStatus: from, toStatus: to, actor: options.actor, at: options.now });
  // The payment status change in the audit trail too (issue 62 item 2), committed with it.
  await writeAudit(tx, { kind: 'order.status', outcome: 'ok', userId: row.userId, detail: { orderId, orderCode: row.orderCode, from, to, actor: options.actor, payChannel: order.payChannel } }, options.now);
  return { ok: true, from, order };
}

/** One change, one transaction. */
export function moveOrder(db: Db, orderId: number, to: OrderStatus, options: MoveOptions): Promise<Move> {
  return db.transaction((tx) => moveOrderIn(tx as unknown as Db, orderId, to, options));
}
