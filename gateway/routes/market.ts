import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Hono } from 'hono';
import { contract } from '@/core/contract';
import type { Db } from '../db/client';
import { banners, classifications, packagePrices, packages, products } from '../db/schema';
import { bind } from '../http/bind';
import type { GatewayEnv } from '../http/env';
import { notFound, ok } from '../http/reply';
import { searchProducts } from '../market/search';
import { classificationTree } from '../market/tree';
import { packageDetail, productCard, productDetail } from '../market/views';

const listed = eq(products.sellStatus, 1);

async function productsWhere(db: Db, where: ReturnType<typeof and>, limit = 100, order = [asc(products.id)]) {
  const rows = await db.select().from(products).where(where).orderBy(...order).limit(limit);
  return rows.map(productCard);
}

async function detailOf(db: Db, id: number) {
  const [row] = await db.select().from(products).where(eq(products.id, id));
  if (!row) return notFound('暂无该应用');
  const pkgs = await db.select().from(packages).where(eq(packages.productId, id)).orderBy(asc(packages.sort));
  const prices = pkgs.length
    ? await db.select().from(packagePrices).where(inArray(packagePrices.packageId, pkgs.map((p) => p.id))).orderBy(asc(packagePrices.id))
    : [];
  return ok(productDetail(row, pkgs, prices));
}

/** The marketplace's public reads (001 §7 marketplace). */
export function registerMarketRoutes(app: Hono<GatewayEnv>): void {
  const m = contract.market;
  const db = (c: { var: { deps: { database: { db: Db } } } }) => c.var.deps.database.db;

  bind(app, m.search, async (q, c) => {
    const { rows, total } = await searchProducts(db(c), q);
    return ok({ records: rows.map(productCard), total });
  });
  bind(app, m.productsByClassify, async (q, c) => {
    const { rows } = await searchProducts(db(c), { current: q.current, size: q.size, productClassifyId: q.productClassifyId });
    return ok(rows.map(productCard));
  });
  bind(app, m.allProducts, async (_, c) => ok(await productsWhere(db(c), and(listed), 1000)));
  bind(app, m.hotProducts, async (_, c) => ok(await productsWhere(db(c), and(listed), 5, [desc(products.hot), asc(products.id)])));
  bind(app, m.recommended, async (_, c) => ok(await productsWhere(db(c), and(listed, eq(products.recommend, 1)))));
  bind(app, m.zeroTrial, async (_, c) => ok(await productsWhere(db(c), and(listed, eq(products.zeroTry, 1)))));
  bind(app, m.choice, async (q, c) => {
    const { rows } = await searchProducts(db(c), { current: 1, size: 100, productClassifyId: q.productClassifyId });
    return ok(rows.filter((r) => r.choice === 1).map(productCard));
  });
  bind(app, m.classifyList, async (_, c) => ok(await db(c).select().from(classifications).orderBy(asc(classifications.sort), asc(classifications.id))));
  bind(app, m.classifyByLevel, async (q, c) => {
    const rows = await db(c).select().from(classifications).orderBy(asc(classifications.sort), asc(classifications.id));
    return ok(classificationTree(rows).filter((node) => node.level === Number(q.level)));
  });
  bind(app, m.choiceBlocks, async (_, c) => {
    const all = await db(c).select().from(classifications).where(eq(classifications.level, 1)).orderBy(asc(classifications.sort));
    const chosen = await db(c).select().from(products).where(and(listed, eq(products.choice, 1))).orderBy(asc(products.id));
    return ok(
      all
        .map((cls) => ({ ...cls, apiProductManagerVoList: chosen.filter((p) => p.classifyLevel1 === cls.id).slice(0, 4).map(productCard) }))
        .filter((block) => block.apiProductManagerVoList.length > 0),
    );
  });
  bind(app, m.globalBanners, async (_, c) => ok(bannerRows(await db(c).select().from(banners).where(eq(banners.kind, 'market')).orderBy(asc(banners.sort)))));
  bind(app, m.partnerBanners, async (_, c) => ok(bannerRows(await db(c).select().from(banners).where(eq(banners.kind, 'partner')).orderBy(asc(banners.sort)))));
  bind(app, m.detail, async (q, c) => detailOf(db(c), q.id));
  bind(app, m.productDetails, async (q, c) => detailOf(db(c), q.id));
  bind(app, m.packageDetails, async (q, c) => {
    const [pkg] = await db(c).select().from(packages).where(eq(packages.id, q.id));
    if (!pkg) return notFound('套餐不存在');
    const prices = await db(c).select().from(packagePrices).where(eq(packagePrices.packageId, pkg.id)).orderBy(asc(packagePrices.id));
    return ok(packageDetail(pkg, prices));
  });
}

function bannerRows(rows: (typeof banners.$inferSelect)[]) {
  return rows.map((b) => ({ id: b.id, bannersViewer: b.image, redirectType: b.redirectType, outSiteUrl: b.outSiteUrl, productId: b.productId }));
}
