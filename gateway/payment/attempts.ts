import { randomBytes } from 'node:crypto';
import { and, desc, eq, ne } from 'drizzle-orm';
import type { Db } from '../db/client';
import { orders, payments } from '../db/schema';
import type { GatewayDeps } from '../deps';
import { fail, ok, type Reply } from '../http/reply';
import { moveOrderIn, type OrderRow } from '../orders/state';
import { messages } from '@/core/messages';
import { gatewayMetrics } from '../metrics';
import type { PayChannel } from './provider';
import { providerFor } from './providers';

export type PaymentRow = typeof payments.$inferSelect;

const channelLetter: Record<PayChannel, string> = { wechat: 'W', online: 'H' };

/** Pending attempts of an order end when it is paid another way, cancelled or sent to review. */
export async function closePendingPayments(tx: Db, orderId: number, now: Date, except?: number): Promise<void> {
  const pending = and(eq(payments.orderId, orderId), eq(payments.status, 'pending'));
  await tx
    .update(payments)
    .set({ status: 'closed', finishedAt: now })
    .where(except === undefined ? pending : and(pending, ne(payments.id, except)));
}

export async function latestPayment(db: Db, orderId: number, channel: PayChannel): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.channel, channel)))
    .orderBy(desc(payments.id))
    .limit(1);
  return row;
}

export interface PlaceInput {
  order: OrderRow;
  channel: PayChannel;
  amountCents: number;
  description: string;
  redirectUrl?: string;
  actor: string;
}

/** What became of an attempt, for the operators (gateway/metrics.ts). */
const countPayment = (channel: PayChannel, outcome: 'started' | 'start_failed' | 'channel_off' | 'paid' | 'failed') => gatewayMetrics().payments.inc({ channel, outcome });

/**
 * Starts (or, for a QR still open, reuses) an attempt: one pending attempt per channel, so a reloaded
 * page shows the same QR code and an order cannot be paid twice through two open codes.
 */
export async function placePayment(db: Db, deps: GatewayDeps, input: PlaceInput): Promise<Reply<{ payUrl: string }>> {
  const provider = providerFor(deps, input.channel);
  if (!provider) {
    countPayment(input.channel, 'channel_off');
    return fail(503, input.channel === 'wechat' ? messages.wechatClosed : messages.onlineClosed, 503);
  }
  const now = deps.now();
  const open = await latestPayment(db, input.order.id, input.channel);
  if (input.channel === 'wechat' && open?.status === 'pending' && open.payUrl && open.amountCents === input.amountCents) {
    return ok({ payUrl: open.payUrl });
  }
  const [attempt] = await db
    .insert(payments)
    .values({
      orderId: input.order.id,
      channel: input.channel,
      outTradeNo: `${input.order.orderCode}${channelLetter[input.channel]}${randomBytes(4).toString('hex')}`,
      amountCents: input.amountCents,
      status: 'starting',
      provider: provider.name,
      token: randomBytes(24).toString('base64url'),
      redirectUrl: input.redirectUrl,
      createdAt: now,
    })
    .returning();
  const started = await provider.start({
    channel: input.channel,
    tradeNo: attempt.outTradeNo,
    amountCents: attempt.amountCents,
    description: input.description,
    token: attempt.token!,
    redirectUrl: input.redirectUrl,
  });
  if (!started.ok) {
    await db.update(payments).set({ status: 'failed', finishedAt: now }).where(eq(payments.id, attempt.id));
    countPayment(input.channel, 'start_failed');
    return fail(502, started.message, 502);
  }
  const placed = await db.transaction(async (t): Promise<Reply<{ payUrl: string }>> => {
    const tx = t as unknown as Db;
    const [current] = await tx.select({ status: orders.status }).from(orders).where(eq(orders.id, input.order.id)).for('update');
    const moved = current?.status === 'created' ? await moveOrderIn(tx, input.order.id, 'awaiting_payment', { actor: input.actor, now }) : undefined;
    if (current?.status !== 'awaiting_payment' && !moved?.ok) {
      await tx.update(payments).set({ status: 'closed', finishedAt: now }).where(eq(payments.id, attempt.id));
      return fail(409, '订单状态已变化，请刷新页面', 409);
    }
    await closePendingPayments(tx, input.order.id, now);
    await tx.update(payments).set({ status: 'pending', payUrl: started.payUrl }).where(eq(payments.id, attempt.id));
    return ok({ payUrl: started.payUrl });
  });
  if (placed.ok) countPayment(input.channel, 'started');
  return placed;
}

export type Settled = { ok: true; state: 'paid' | 'failed' } | { ok: false; message: string; state: string };

const refusalOf: Record<string, string> = {
  paid: '订单已支付，无需重复支付',
  cancelled: '订单已取消，无法支付',
  awaiting_review: '订单付款信息审核中，无法重复支付',
};

/**
 * The outcome of one attempt, recorded once: the attempt row is locked, and only a pending attempt
 * changes. A paid attempt moves the order to paid in the same transaction and closes the others.
 */
export async function settlePayment(db: Db, paymentId: number, outcome: 'paid' | 'failed', now: Date): Promise<Settled> {
  let channel: PayChannel | undefined;
  const settled = await db.transaction(async (t): Promise<Settled> => {
    const tx = t as unknown as Db;
    const [attempt] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update');
    if (!attempt) return { ok: false, message: '支付记录不存在', state: 'missing' };
    channel = attempt.channel as PayChannel;
    if (attempt.status === 'paid') return { ok: false, message: refusalOf.paid, state: 'paid' };
    if (attempt.status !== 'pending') return { ok: false, message: '该支付已结束，请返回订单重新发起支付', state: attempt.status };
    if (outcome === 'failed') {
      await tx.update(payments).set({ status: 'failed', finishedAt: now }).where(eq(payments.id, paymentId));
      return { ok: true, state: 'failed' };
    }
    const moved = await moveOrderIn(tx, attempt.orderId, 'paid', { actor: `payment:${attempt.channel}`, now, payChannel: attempt.channel });
    if (!moved.ok) {
      await tx.update(payments).set({ status: 'closed', finishedAt: now }).where(eq(payments.id, paymentId));
      return { ok: false, message: refusalOf[moved.current] ?? '订单状态有误，无法支付', state: moved.current };
    }
    await tx.update(payments).set({ status: 'paid', finishedAt: now }).where(eq(payments.id, paymentId));
    await closePendingPayments(tx, attempt.orderId, now, paymentId);
    return { ok: true, state: 'paid' };
  });
  // Counted once committed.
  if (settled.ok && channel) countPayment(channel, settled.state);
  return settled;
}
