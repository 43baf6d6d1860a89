import { eq, inArray, or } from 'drizzle-orm';
import type { Db } from '../db/client';
import { subjectKey } from '../auth/rate-limit';
import { companies, prefixApplications, rateLimits, users } from '../db/schema';
import { customerCompanies, demoApplicationRows } from '../db/seed/accounts';

/**
 * Puts the prefix side of the demo accounts back as the demo dataset has them: demo_user without a
 * company, demo_pending in platform review, demo_rejected rejected with its reason. A newcomer can walk
 * an application through its life again, and browser tests start from the same state every run. Their
 * hourly allowance of uploads starts afresh too, as in the demo dataset: the journeys that reset the
 * demo upload identity documents, some thirty an hour as demo_user on one test server.
 */
export async function resetDemoApplications(db: Db): Promise<string> {
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const accounts = await t.select().from(users).where(inArray(users.account, ['demo_user', 'demo_pending', 'demo_rejected']));
    const by = Object.fromEntries(accounts.map((u) => [u.account, u]));
    if (!by.demo_user || !by.demo_pending || !by.demo_rejected) throw new Error('The demo accounts are missing: run `npm run db:reset`.');
    const userIds = accounts.map((u) => u.id);
    const companyIds = accounts.map((u) => u.companyId).filter((id): id is number => id !== null);
    await t
      .delete(prefixApplications)
      .where(companyIds.length ? or(inArray(prefixApplications.userId, userIds), inArray(prefixApplications.companyId, companyIds)) : inArray(prefixApplications.userId, userIds));
    // demo_user's application made a company and an admin of them: both undone.
    const own = by.demo_user.companyId;
    await t.update(users).set({ companyId: null, type: 'ORDINARY' }).where(eq(users.id, by.demo_user.id));
    if (own) await t.delete(companies).where(eq(companies.id, own));
    const seeded = { pending: by.demo_pending.companyId!, rejected: by.demo_rejected.companyId! };
    for (const { key, name, indentifierPrefix, examineStatus, industry, liaison, liaisonPhone } of customerCompanies) {
      if (key === 'approved') continue;
      await t.update(companies).set({ name, indentifierPrefix, examineStatus, industry, liaison, liaisonPhone, website: null, introduce: null }).where(eq(companies.id, seeded[key]));
    }
    await t.insert(prefixApplications).values(demoApplicationRows({ pending: seeded.pending, rejected: seeded.rejected }, { demo_pending: by.demo_pending.id, demo_rejected: by.demo_rejected.id }));
    await t.delete(rateLimits).where(inArray(rateLimits.key, userIds.map((id) => subjectKey('uploadUser', id))));
    return 'The demo accounts’ prefix applications are back as the demo dataset has them, and so is their hourly upload allowance.';
  });
}
