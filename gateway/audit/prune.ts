import { lt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { auditEvents } from '../db/schema';

/** The Cybersecurity Law's six months: no row is pruned younger, whatever is configured (the database refuses it too). */
export const auditRetentionFloorDays = 180;

/** Deletes the events older than `days` (at least 180); answers how many went. */
export async function pruneAudit(db: Db, now: Date, days: number): Promise<number> {
  const keep = Math.max(auditRetentionFloorDays, days);
  const before = new Date(now.getTime() - keep * 86_400_000);
  const gone = await db.delete(auditEvents).where(lt(auditEvents.at, before)).returning({ id: auditEvents.id });
  return gone.length;
}

export interface PruneLog {
  info(fields: object, msg: string): void;
  error(fields: object, msg: string): void;
}

/** Prunes a minute after start and every six hours after, in the background of the gateway's process. */
export function startAuditPruning(db: Db, days: number, log: PruneLog): () => void {
  const run = () =>
    void pruneAudit(db, new Date(), days).then(
      (count) => count > 0 && log.info({ service: 'gateway', pruned: count, days }, 'audit trail pruned'),
      (error: unknown) => log.error({ service: 'gateway', err: error instanceof Error ? error.message : String(error) }, 'audit trail not pruned'),
    );
  const first = setTimeout(run, 60_000).unref();
  const every = setInterval(run, 6 * 3_600_000).unref();
  return () => {
    clearTimeout(first);
    clearInterval(every);
  };
}
