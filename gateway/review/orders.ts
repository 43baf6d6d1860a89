import { desc, eq, inArray } from 'drizzle-orm';
import { formatYuan } from '@/core/format/price';
import type { Db } from '../db/client';
import { orders, payInfos } from '../db/schema';
import { moveOrderIn } from '../orders/state';
import type { ReviewCommand } from './command';

/** `orders`: the offline payments waiting for review, newest first, with what the buyer declared. */
const list: ReviewCommand = {
  summary: 'List orders whose offline payment awaits review',
  async run(db) {
    const rows = await db.select().from(orders).where(inArray(orders.status, ['awaiting_review'])).orderBy(desc(orders.createdAt));
    if (rows.length === 0) return 'No orders await review.';
    const infos = await db.select().from(payInfos).where(inArray(payInfos.orderId, rows.map((r) => r.id)));
    return rows
      .map((o) => {
        const info = infos.find((i) => i.orderId === o.id);
        const paid = info ? `${info.depositBank} ${info.bankAccountName} ${info.bankNo}, ${formatYuan(info.payAmount)} on ${info.payTime}, proofs: ${info.payPicture}` : 'no pay info';
        return `#${o.id} ${o.orderCode}  ${o.buyerCompanyName}  ${formatYuan(o.totalAmount)}\n    ${paid}`;
      })
      .join('\n');
  },
};

/** `pay-approve ID`: the reviewer confirms the transfer arrived; the order is paid. ID is the order id or code. */
const approve: ReviewCommand = {
  summary: 'Confirm the offline payment of an order (id or order code)',
  async run(db, args, now) {
    const key = args[0]?.trim();
    if (!key) throw new Error('Usage: npm run review -- pay-approve <order id or code>');
    const [order] = await db
      .select()
      .from(orders)
      .where(/^\d+$/.test(key) ? eq(orders.id, Number(key)) : eq(orders.orderCode, key))
      .limit(1);
    if (!order) throw new Error(`No order ${key}`);
    return db.transaction(async (t) => {
      const tx = t as unknown as Db;
      if (order.status !== 'awaiting_review') throw new Error(`Order ${order.orderCode} is ${order.status}, not awaiting review`);
      const moved = await moveOrderIn(tx, order.id, 'paid', { actor: 'review', now, payChannel: 'offline' });
      if (!moved.ok) throw new Error(`Order ${order.orderCode} is ${moved.current}, not awaiting review`);
      await tx.update(payInfos).set({ reviewedAt: now }).where(eq(payInfos.orderId, order.id));
      return `Order ${order.orderCode} approved: paid ${formatYuan(order.totalAmount)}.`;
    });
  },
};

export const orderCommands: Record<string, ReviewCommand> = { orders: list, 'pay-approve': approve };
