import { randomBytes } from 'node:crypto';
import { asc, eq, inArray } from 'drizzle-orm';
import { fromCents, standardPrice } from '@/core/order/pricing';
import type { Db } from '../db/client';
import { companies, orderDetails, orderEvents, orders, packagePrices, packages, products } from '../db/schema';
import { fail, ok, type Reply } from '../http/reply';
import type { UserRow } from '../auth/tokens';
import { checkOrderPrices, type OrderSaveInput } from './price-check';
import { moveOrderIn, type OrderRow } from './state';

type Saved = { id: number; orderCode: string; totalAmount: number };

const savedView = (o: OrderRow): Saved => ({ id: o.id, orderCode: o.orderCode, totalAmount: o.totalAmount });

/** 'DD' + the order's day in China + the id: readable on the phone, unique without a counter. */
export function orderCodeFor(id: number, at: Date): string {
  const china = new Date(at.getTime() + 8 * 3_600_000).toISOString().slice(0, 10).replace(/-/g, '');
  return `DD${china}${String(id).padStart(6, '0')}`;
}

/** A repeated transactionId is the same purchase only from the same person for the same product. */
function sameAttempt(existing: OrderRow, user: UserRow, body: OrderSaveInput): boolean {
  return existing.userId === user.id && existing.productId === body.productId;
}

function replay(existing: OrderRow, user: UserRow, body: OrderSaveInput): Reply<Saved> {
  if (!sameAttempt(existing, user, body)) return fail(409, '交易编号已被使用，请刷新页面后重新下单', 409);
  return ok(savedView(existing), '订单已创建');
}

async function buyerCompany(db: Db, user: UserRow) {
  if (!user.companyId) return undefined;
  const [company] = await db.select().from(companies).where(eq(companies.id, user.companyId)).limit(1);
  return company;
}

/**
 * 001 §3 order save. Idempotent on transactionId: the unique index decides, so two concurrent saves of
 * one confirmation produce one order and both callers get it. Prices come from the price list; the body
 * is only checked against it. A free order is paid at once, in the same transaction.
 */
export async function createOrder(db: Db, user: UserRow, body: OrderSaveInput, now: Date): Promise<Reply<Saved>> {
  const [earlier] = await db.select().from(orders).where(eq(orders.transactionId, body.transactionId)).limit(1);
  if (earlier) return replay(earlier, user, body);

  const company = await buyerCompany(db, user);
  if (!company || company.examineStatus !== 2 || !company.indentifierPrefix) return fail(403, '购买应用需先完成标识前缀注册', 403);
  if (body.buyerCompanyId !== company.id) return fail(403, '下单企业与当前账号不符', 403);

  const [product] = await db.select().from(products).where(eq(products.id, body.productId)).limit(1);
  const pkgs = await db.select().from(packages).where(eq(packages.productId, body.productId)).orderBy(asc(packages.id));
  const prices = pkgs.length ? await db.select().from(packagePrices).where(inArray(packagePrices.packageId, pkgs.map((p) => p.id))) : [];
  const checked = checkOrderPrices(body, product, pkgs, prices);
  if (!checked.ok) return fail(400, checked.message, 400);
  const total = fromCents(checked.totalCents);
  const first = checked.lines[0].price;

  const created = await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const [row] = await tx
      .insert(orders)
      .values({
        // A placeholder until the id is known; the unique index on order_code wants something unique.
        orderCode: `TMP${randomBytes(12).toString('hex')}`,
        transactionId: body.transactionId,
        userId: user.id,
        buyerCompanyId: company.id,
        buyerCompanyName: company.name,
        productId: product!.id,
        type: 0,
        totalAmount: total,
        salePrice: total,
        standardPrice: standardPrice(first.price, first.duration),
        remark: body.remark?.trim() || null,
        status: 'created',
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing({ target: orders.transactionId })
      .returning();
    if (!row) return undefined;
    const [order] = await tx.update(orders).set({ orderCode: orderCodeFor(row.id, now) }).where(eq(orders.id, row.id)).returning();
    await tx.insert(orderDetails).values(
      checked.lines.map(({ pkg, price }) => ({
        orderId: order.id,
        appId: product!.appId,
        packageProductId: pkg.id,
        packageName: pkg.name,
        priceId: price.id,
        price: price.price,
        purchaseDuration: `${price.duration}:${price.durationUnit}`,
        productId: product!.id,
        productName: product!.name,
      })),
    );
    await tx.insert(orderEvents).values({ orderId: order.id, fromStatus: null, toStatus: 'created', actor: `user:${user.id}`, at: now });
    if (checked.totalCents === 0) {
      const moved = await moveOrderIn(tx, order.id, 'paid', { actor: `user:${user.id}`, now, payChannel: 'free' });
      if (moved.ok) return moved.order;
    }
    return order;
  });
  if (created) return ok(savedView(created), '订单已创建');
  // Another save of the same confirmation won the race; its order is committed now.
  const [winner] = await db.select().from(orders).where(eq(orders.transactionId, body.transactionId)).limit(1);
  return winner ? replay(winner, user, body) : fail(409, '订单提交冲突，请重试', 409);
}
