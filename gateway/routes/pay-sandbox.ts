import { eq } from 'drizzle-orm';
import type { Context, Hono } from 'hono';
import { orderDetails, orders, payments } from '../db/schema';
import type { GatewayEnv } from '../http/env';
import { settlePayment } from '../payment/attempts';
import { paymentSetup } from '../payment/providers';
import { sandboxPage } from '../payment/sandbox-page';

const tokenPattern = /^[A-Za-z0-9_-]{16,64}$/;

const whyClosed: Record<string, string> = {
  paid: '订单已支付，无需重复支付',
  cancelled: '订单已取消，无法支付',
  awaiting_review: '订单付款信息审核中，无法重复支付',
};

async function attemptOf(c: Context<GatewayEnv>) {
  const token = c.req.param('token') ?? '';
  if (!paymentSetup(c.var.deps).sandbox || !tokenPattern.test(token)) return undefined;
  const db = c.var.deps.database.db;
  const [row] = await db.select({ payment: payments, order: orders }).from(payments).innerJoin(orders, eq(orders.id, payments.orderId)).where(eq(payments.token, token)).limit(1);
  return row && row.payment.provider === 'sandbox' ? row : undefined;
}

const missing = (c: Context<GatewayEnv>) => c.html('<!doctype html><html lang="zh-CN"><meta charset="utf-8"><title>支付沙箱</title><p>支付不存在或已失效</p></html>', 404);

/**
 * The payment sandbox's pages (docs/decisions/0005-orders-and-payment.md): one per attempt, reached by
 * its random token; 'pay' and 'fail' settle the attempt exactly once. Online attempts then send the
 * browser back to the portal as a real cashier would.
 */
export function registerPaySandboxRoutes(app: Hono<GatewayEnv>): void {
  app.get('/sandbox/pay/:token', async (c) => {
    const row = await attemptOf(c);
    if (!row) return missing(c);
    const [line] = await c.var.deps.database.db.select().from(orderDetails).where(eq(orderDetails.orderId, row.order.id)).limit(1);
    const note = row.payment.status === 'closed' ? whyClosed[row.order.status] : row.payment.status === 'paid' ? '请返回门户查看订单' : undefined;
    c.header('cache-control', 'no-store');
    return c.html(
      sandboxPage({
        token: row.payment.token!,
        orderCode: row.order.orderCode,
        productName: line ? `${line.productName} · ${line.packageName}` : '',
        channel: row.payment.channel,
        amountCents: row.payment.amountCents,
        status: row.payment.status,
        note,
      }),
    );
  });

  for (const outcome of ['pay', 'fail'] as const) {
    app.post(`/sandbox/pay/:token/${outcome}`, async (c) => {
      const row = await attemptOf(c);
      if (!row) return missing(c);
      await settlePayment(c.var.deps.database.db, row.payment.id, outcome === 'pay' ? 'paid' : 'failed', c.var.deps.now());
      // Post, then redirect: a reload does not press the button again.
      if (row.payment.channel === 'online' && row.payment.redirectUrl) return c.redirect(row.payment.redirectUrl, 303);
      return c.redirect(`../${row.payment.token}`, 303);
    });
  }
}
