import { and, asc, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { products } from '../db/schema';

export interface SearchInput {
  current: number;
  size: number;
  productClassifyId?: number;
  appOriginal?: 0 | 1;
  sortSellTime?: 'asc' | 'desc';
  sortPrice?: 'asc' | 'desc';
  name?: string;
}

/** `%` and `_` typed by a person are letters, not wildcards. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** One page of listed products: filtered, sorted and counted in SQL. */
export async function searchProducts(db: Db, q: SearchInput) {
  const conditions: SQL[] = [eq(products.sellStatus, 1)];
  if (q.productClassifyId !== undefined) {
    const id = q.productClassifyId;
    // The chosen class may be of any level: its products and those of its descendants.
    conditions.push(or(eq(products.classifyId, id), eq(products.classifyLevel1, id), eq(products.classifyLevel2, id))!);
  }
  if (q.appOriginal !== undefined) conditions.push(eq(products.appOriginal, q.appOriginal));
  if (q.name) conditions.push(ilike(products.name, `%${escapeLike(q.name)}%`));
  const where = and(...conditions);
  const order = [];
  // 'Price on request' has no price to compare: negotiable products come after the priced ones either way.
  if (q.sortPrice) order.push(asc(products.negotiable), q.sortPrice === 'desc' ? desc(products.minPrice) : asc(products.minPrice));
  if (q.sortSellTime) order.push(q.sortSellTime === 'desc' ? desc(products.sellTime) : asc(products.sellTime));
  order.push(asc(products.id));
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(products)
      .where(where)
      .orderBy(...order)
      .limit(q.size)
      .offset((q.current - 1) * q.size),
    db.select({ total: count() }).from(products).where(where),
  ]);
  return { rows, total };
}
