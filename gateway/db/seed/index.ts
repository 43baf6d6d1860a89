import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../client';
import { seedState } from '../schema';
import { seedAccounts } from './accounts';
import { seedDictionaries } from './dictionaries-seed';
import { seedIdentifiers } from './identifiers-seed';
import { seedMarket } from './market-seed';
import { seedOrders } from './orders-seed';

/** Raise when the demo dataset changes: a database holding an older version is left alone, not merged. */
export const seedVersion = 2;

// Several portal instances may start at once on one PostgreSQL: the first takes the lock and seeds,
// the others wait and then find the dataset present.
const seedLockKey = 365_001;

/** Loads the demo dataset unless this database already has it. Idempotent, one transaction. */
export async function ensureSeeded(db: Db): Promise<'seeded' | 'present'> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${seedLockKey})`);
    const [state] = await tx.select().from(seedState).limit(1);
    if (state) return 'present';
    const t = tx as unknown as Db;
    await seedDictionaries(t);
    const { companyIds, userIds } = await seedAccounts(t);
    await seedIdentifiers(t);
    await seedMarket(t);
    await seedOrders(t, { companyId: companyIds.approved, userId: userIds.demo_company });
    await tx.insert(seedState).values({ id: 1, version: seedVersion });
    return 'seeded';
  });
}

/**
 * Empties every table of the gateway's schema and seeds again (`npm run db:reset`), but the audit trail,
 * which keeps every row for 180 days whatever anyone asks (gateway/db/schema/audit.ts).
 */
export async function resetDatabase(db: Db): Promise<void> {
  const rows = rowsOf<{ tablename: string }>(
    await db.execute(sql`select tablename from pg_tables where schemaname = 'public' and tablename not like '__drizzle%' and tablename <> 'audit_events'`),
  );
  if (rows.length > 0) {
    const names = rows.map((r) => `"${r.tablename}"`).join(', ');
    await db.execute(sql.raw(`truncate table ${names} restart identity cascade`));
  }
  await ensureSeeded(db);
}
