import { asc, inArray } from 'drizzle-orm';
import type { Hono } from 'hono';
import { contract } from '@/core/contract';
import type { Db } from '../db/client';
import { homeGroups, products } from '../db/schema';
import { bind } from '../http/bind';
import type { GatewayEnv } from '../http/env';
import { ok } from '../http/reply';
import { productCard } from '../market/views';

/** The home page's 'three major application scenario products' groups (000 §7 getProductTopfirst). */
export function registerHomeRoutes(app: Hono<GatewayEnv>): void {
  bind(app, contract.home.topProducts, async (_, c) => {
    const db: Db = c.var.deps.database.db;
    const groups = await db.select().from(homeGroups).orderBy(asc(homeGroups.sort));
    const ids = groups.flatMap((g) => g.productIds);
    const rows = ids.length ? await db.select().from(products).where(inArray(products.id, ids)) : [];
    const byId = new Map(rows.filter((r) => r.sellStatus === 1).map((r) => [r.id, r]));
    return ok(
      groups.map((g) => ({
        apiProductClassifyVo: { id: g.id, name: g.name },
        apiProductManagerVoList: g.productIds.flatMap((id) => (byId.has(id) ? [productCard(byId.get(id)!)] : [])),
      })),
    );
  });
}
