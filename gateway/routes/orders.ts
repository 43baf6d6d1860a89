import { and, eq, inArray } from 'drizzle-orm';
import type { Context, Hono } from 'hono';
import { contract } from '@/core/contract';
import { isOrderStatus, isUnpaid, type OrderStatus } from '@/core/order/status';
import { toCents } from '@/core/order/pricing';
import { authenticate, isRefusal, type UserRow } from '../auth/tokens';
import type { Db } from '../db/client';
import { payInfos, uploads } from '../db/schema';
import { bind } from '../http/bind';
import type { GatewayEnv } from '../http/env';
import { fail, ok, type Reply } from '../http/reply';
import { createOrder } from '../orders/create';
import { orderNotFound, ownedOrderByCode, ownedOrderById } from '../orders/owned';
import { moveOrderIn, type OrderRow } from '../orders/state';
import { orderView } from '../orders/views';
import { closePendingPayments, latestPayment, placePayment, settlePayment } from '../payment/attempts';
import { providerFor } from '../payment/providers';
import { storedName } from '../storage/files';

const statusOf = (order: OrderRow): OrderStatus | undefined => (isOrderStatus(order.status) ? order.status : undefined);

/** Why an order cannot be paid now, or undefined when it can. */
function notPayable(order: OrderRow): Reply<never> | undefined {
  const status = statusOf(order);
  if (status && isUnpaid(status)) return undefined;
  if (status === 'paid') return fail(409, '该订单已支付，无需重复付款', 409);
  if (status === 'cancelled') return fail(409, '订单已取消，无法付款', 409);
  if (status === 'awaiting_review') return fail(409, '付款信息已提交，请勿重复提交', 409);
  return fail(409, '订单状态有误，无法付款', 409);
}

const cancelRefusal: Record<string, string> = {
  paid: '订单已支付，无法取消',
  awaiting_review: '付款信息审核中，无法取消订单',
  cancelled: '订单已取消，请勿重复操作',
};

async function userOf(c: Context<GatewayEnv>) {
  const auth = await authenticate(c);
  return isRefusal(auth) ? { refusal: auth } : { user: auth.user };
}

/** The caller's own order of this code, when it can still be paid; otherwise the refusal to answer. */
async function payableByCode(c: Context<GatewayEnv>, code: string): Promise<{ refusal: Reply<never> } | { db: Db; who: UserRow; order: OrderRow }> {
  const who = await userOf(c);
  if (!who.user) return { refusal: who.refusal };
  const db = c.var.deps.database.db;
  const order = await ownedOrderByCode(db, who.user, code);
  if (!order) return { refusal: orderNotFound() };
  const refused = notPayable(order);
  return refused ? { refusal: refused } : { db, who: who.user, order };
}

/** Payment proofs must be images this user uploaded (stored names, checked by content at upload). */
async function ownProofs(db: Db, userId: number, payPicture: string): Promise<string[] | undefined> {
  const names = [...new Set(payPicture.split(',').map((n) => n.trim()).filter(Boolean))];
  if (names.length === 0 || names.some((n) => !storedName.test(n))) return undefined;
  const rows = await db.select({ fileName: uploads.fileName }).from(uploads).where(and(eq(uploads.ownerUserId, userId), inArray(uploads.fileName, names)));
  return rows.length === names.length ? names : undefined;
}

/** 001 §7 orders and payment. Every call is the buyer's own: someone else's order is 'not found'. */
export function registerOrderRoutes(app: Hono<GatewayEnv>): void {
  const o = contract.order;

  bind(app, o.save, async (input, c) => {
    const who = await userOf(c);
    if (who.refusal) return who.refusal;
    return createOrder(c.var.deps.database.db, who.user, input, c.var.deps.now());
  });

  bind(app, o.detail, async (input, c) => {
    const who = await userOf(c);
    if (who.refusal) return who.refusal;
    const order = await ownedOrderById(c.var.deps.database.db, who.user, input.id);
    return order ? ok(await orderView(c.var.deps.database.db, order)) : orderNotFound();
  });

  bind(app, o.cancel, async (input, c) => {
    const who = await userOf(c);
    if (who.refusal) return who.refusal;
    const { database, now } = c.var.deps;
    const order = await ownedOrderById(database.db, who.user, input.id);
    if (!order) return orderNotFound();
    return database.db.transaction(async (t) => {
      const tx = t as unknown as Db;
      const moved = await moveOrderIn(tx, order.id, 'cancelled', { actor: `user:${who.user.id}`, now: now() });
      if (!moved.ok) return fail(409, cancelRefusal[moved.current] ?? '当前订单无法取消', 409);
      await closePendingPayments(tx, order.id, now());
      return ok(true, '订单取消成功');
    });
  });

  bind(app, o.savePayInfo, async (input, c) => {
    const who = await userOf(c);
    if (who.refusal) return who.refusal;
    const { database, now } = c.var.deps;
    const order = await ownedOrderById(database.db, who.user, input.orderId);
    if (!order) return orderNotFound();
    const refused = notPayable(order);
    if (refused) return refused;
    if (toCents(input.payAmount) !== toCents(order.totalAmount)) return fail(400, '付款金额与订单金额不符', 400);
    const proofs = await ownProofs(database.db, who.user.id, input.payPicture);
    if (!proofs) return fail(400, '付款凭证无效，请重新上传', 400);
    return database.db.transaction(async (t) => {
      const tx = t as unknown as Db;
      const moved = await moveOrderIn(tx, order.id, 'awaiting_review', { actor: `user:${who.user.id}`, now: now() });
      if (!moved.ok) return notPayable({ ...order, status: moved.current }) ?? fail(409, '订单状态有误，无法付款', 409);
      const [saved] = await tx
        .insert(payInfos)
        .values({
          orderId: order.id,
          depositBank: input.depositBank,
          bankAccountName: input.bankAccountName,
          bankNo: input.bankNo,
          payAmount: Number(input.payAmount),
          payTime: input.payTime.slice(0, 10),
          payPicture: proofs.join(','),
          createdAt: now(),
        })
        .onConflictDoNothing({ target: payInfos.orderId })
        .returning({ id: payInfos.id });
      if (!saved) throw new Error('pay info exists for an unpaid order');
      await closePendingPayments(tx, order.id, now());
      return ok(true, '付款信息已提交');
    });
  });

  bind(app, o.wechatPlaceOrder, async (input, c) => {
    const payable = await payableByCode(c, input.out_trade_no);
    if ('refusal' in payable) return payable.refusal;
    const { db, who, order } = payable;
    if (input.amount.total !== toCents(order.totalAmount)) return fail(400, '支付金额与订单金额不符', 400);
    const placed = await placePayment(db, c.var.deps, { order, channel: 'wechat', amountCents: input.amount.total, description: input.description, actor: `user:${who.id}` });
    return placed.ok ? ok({ code_url: placed.data.payUrl }) : placed;
  });

  bind(app, o.onlinePay, async (input, c) => {
    const payable = await payableByCode(c, input.bizOrderNo);
    if ('refusal' in payable) return payable.refusal;
    const { db, who, order } = payable;
    if (input.orderAmount !== toCents(order.totalAmount) || input.payAmount !== input.orderAmount + input.poundageAmount) {
      return fail(400, '支付金额与订单金额不符', 400);
    }
    const placed = await placePayment(db, c.var.deps, {
      order,
      channel: 'online',
      amountCents: input.payAmount,
      description: `订单${order.orderCode}`,
      redirectUrl: input.redirectUrl,
      actor: `user:${who.id}`,
    });
    return placed.ok ? ok({ pageUrl: placed.data.payUrl }) : placed;
  });

  bind(app, o.wechatResult, async (input, c) => {
    const who = await userOf(c);
    if (who.refusal) return who.refusal;
    const { database, now } = c.var.deps;
    const order = await ownedOrderById(database.db, who.user, input.orderId);
    if (!order) return orderNotFound();
    if (order.status === 'paid') return ok({ tradeState: 'SUCCESS', orderId: order.id }, '支付成功');
    if (order.status === 'cancelled') return fail(409, '订单已取消', 409);
    let attempt = await latestPayment(database.db, order.id, 'wechat');
    if (!attempt) return fail(404, '未找到支付记录', 404);
    const provider = providerFor(c.var.deps, 'wechat');
    if (attempt.status === 'pending' && provider?.query && provider.name === attempt.provider) {
      const state = await provider.query(attempt.outTradeNo).catch(() => 'pending' as const);
      if (state !== 'pending') {
        await settlePayment(database.db, attempt.id, state, now());
        attempt = (await latestPayment(database.db, order.id, 'wechat')) ?? attempt;
      }
    }
    if (attempt.status === 'paid') return ok({ tradeState: 'SUCCESS', orderId: order.id }, '支付成功');
    if (attempt.status === 'pending') return fail(200, '等待支付', 'NOTPAY', { tradeState: 'NOTPAY', orderId: order.id });
    return fail(200, '支付未成功', 'PAYERROR', { tradeState: 'PAYERROR', orderId: order.id });
  });
}
