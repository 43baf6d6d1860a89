import { and, asc, eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import { contract } from '@/core/contract';
import type { Db } from '../db/client';
import { dataOptions, dictEntries, secondNodes } from '../db/schema';
import { identifierTotals } from '../identifier/totals';
import { bind } from '../http/bind';
import type { GatewayEnv } from '../http/env';
import { ok } from '../http/reply';

function entriesOf(db: Db, kind: 'industry' | 'area', level: string | number, parentCode: string) {
  return db
    .select({ code: dictEntries.code, name: dictEntries.name, level: dictEntries.level, parentCode: dictEntries.parentCode })
    .from(dictEntries)
    .where(and(eq(dictEntries.kind, kind), eq(dictEntries.level, Number(level)), eq(dictEntries.parentCode, parentCode)))
    .orderBy(asc(dictEntries.code));
}

/** Dictionaries and the home page's figures: public reads (000 §7). */
export function registerDictionaryRoutes(app: Hono<GatewayEnv>): void {
  const d = contract.dictionary;
  const db = (c: { var: { deps: { database: { db: Db } } } }) => c.var.deps.database.db;

  bind(app, d.industries, async (q, c) => ok(await entriesOf(db(c), 'industry', q.level, q.parentCode)));
  bind(app, d.areas, async (q, c) => ok(await entriesOf(db(c), 'area', q.level, q.parentCode)));
  bind(app, d.secondNodes, async (_, c) => ok(await db(c).select().from(secondNodes).orderBy(asc(secondNodes.id))));
  bind(app, d.dataOptions, async (_, c) => ok(await db(c).select().from(dataOptions).orderBy(asc(dataOptions.code))));

  bind(app, contract.home.dataWarehouse, async (_, c) => {
    const totals = await identifierTotals(db(c), c.var.deps.now());
    return ok({ identifierTotal: totals.identifierTotal, resolveTotal: totals.resolveTotal, companyTotal: totals.companyTotal, updatedAt: totals.at.toISOString() });
  });
}
