import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { orders } from '../db/schema';
import type { UserRow } from '../auth/tokens';
import { notFound } from '../http/reply';
import type { OrderRow } from './state';

/** One answer for a missing order and for someone else's: nothing is revealed either way. */
export const orderNotFound = () => notFound('订单不存在');

/** The buyer's own orders: placed by this user, or by a colleague of the same company. */
export function ownsOrder(user: UserRow, order: OrderRow): boolean {
  return order.userId === user.id || (user.companyId !== null && user.companyId === order.buyerCompanyId);
}

export async function ownedOrderById(db: Db, user: UserRow, id: number): Promise<OrderRow | undefined> {
  const [order] = await db.select().from(orders).where(eq(orders.id, id)).limit(1);
  return order && ownsOrder(user, order) ? order : undefined;
}

export async function ownedOrderByCode(db: Db, user: UserRow, code: string): Promise<OrderRow | undefined> {
  const [order] = await db.select().from(orders).where(eq(orders.orderCode, code)).limit(1);
  return order && ownsOrder(user, order) ? order : undefined;
}
