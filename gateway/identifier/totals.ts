import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { companies, identifiers } from '../db/schema';

export interface Totals {
  identifierTotal: number;
  resolveTotal: number;
  companyTotal: number;
  /** When they were counted. */
  at: Date;
}

/** How old the home page's figures may be before they are counted again, in the background. */
export const totalsMaxAgeMs = 60_000;

// Counting a million identifiers and adding up their resolutions reads the whole table (about 0.2 s at a
// million): the home page's figures are counted at most once a minute per gateway process, and the
// count runs behind the answer, which keeps the last figures meanwhile (decision 0042). Per database:
// tests open several.
const state = new WeakMap<Db, { totals?: Totals; counting?: Promise<Totals> }>();

async function count(db: Db, now: Date): Promise<Totals> {
  const [ids] = await db
    .select({ total: sql<number>`count(*)::int`, resolves: sql<number>`coalesce(sum(${identifiers.resolveCount}), 0)::bigint` })
    .from(identifiers);
  const [firms] = await db.select({ total: sql<number>`count(*)::int` }).from(companies).where(eq(companies.examineStatus, 2));
  return { identifierTotal: Number(ids.total), resolveTotal: Number(ids.resolves), companyTotal: Number(firms.total), at: now };
}

/** The home page's figures: counted on the first call, then at most once a minute and never in the way. */
export async function identifierTotals(db: Db, now: Date): Promise<Totals> {
  const entry = state.get(db) ?? {};
  state.set(db, entry);
  const recount = () =>
    (entry.counting ??= count(db, now)
      .then((totals) => (entry.totals = totals))
      .finally(() => (entry.counting = undefined)));
  if (!entry.totals) return recount();
  if (now.getTime() - entry.totals.at.getTime() > totalsMaxAgeMs) recount().catch(() => undefined);
  return entry.totals;
}
