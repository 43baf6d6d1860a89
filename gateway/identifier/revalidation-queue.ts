import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../db/client';
import { gatewayMetrics } from '../metrics';
import { revalidateBatchLimit, type PortalsTarget, type PushOutcome } from './notify-portals';
import { upwardWalk } from './recalled-parts';
import { writeAudit } from '../audit/trail';

// The fan-out of a change to the pages it touches (issue 37, decision 0042). A recall of a part in
// 100,000 items changes 100,000 pages: the change's transaction writes their identifiers here in one
// set-based statement, and the worker below hands them to the portals in batches the portals accept,
// deleting a batch only once a portal took it. A crash, a portal that is down or busy (429) leaves the
// rest here for the next round. No lock is held across a push (PGlite has one connection for the whole
// process): two workers may push a batch twice, which costs a portal one more render, never a page.

/** The database or a transaction of it. */
type Executor = Pick<Db, 'execute'>;

/**
 * Queues the changed identifiers and every item that contains one of them (five levels up). Answers how
 * many identifiers are waiting now. Run it in the change's own transaction.
 */
export async function queueRevalidation(db: Executor, changed: readonly string[]): Promise<number> {
  if (changed.length === 0) return waiting(db);
  // Counted in the database, so the rows still never reach this process.
  const queued = await db.execute(sql`${upwardWalk(changed)},
    queued as (
      insert into revalidation_queue (identifier, queued_at) select distinct identifier, now() from up
      on conflict (identifier) do update set queued_at = excluded.queued_at
      returning 1
    )
    select count(*)::int as n from queued`);
  // Counted before the change's transaction commits: a change that then rolls back (rare) counts too.
  gatewayMetrics().revalidationsQueued.inc(Number(rowsOf<{ n: number }>(queued)[0]?.n ?? 0));
  return waiting(db);
}

export async function waiting(db: Executor): Promise<number> {
  const result = await db.execute(sql`select count(*)::int as n from revalidation_queue`);
  return Number(rowsOf<{ n: number }>(result)[0]?.n ?? 0);
}

export type Push = (identifiers: readonly string[]) => Promise<PushOutcome>;

export interface DrainResult {
  sent: number;
  left: number;
  /** Why it stopped before the queue was empty: the portals' refusal, or the deadline. */
  stopped?: string;
  /** What the portals asked for, when they said when to come back (429 Retry-After). */
  retryAfterMs?: number;
}

/**
 * Hands queued identifiers to the portals, oldest first, `batchSize` at a time, until the queue is empty,
 * a push fails, or `deadline` (epoch ms) passes. A batch is deleted only after the push succeeded, and
 * only rows not queued again meanwhile.
 */
export async function drainRevalidations(db: Db, push: Push, options: { batchSize?: number; deadline?: number; onBatch?: (sent: number) => void } = {}): Promise<DrainResult> {
  const batchSize = Math.min(options.batchSize ?? revalidateBatchLimit, revalidateBatchLimit);
  let sent = 0;
  for (;;) {
    if (options.deadline !== undefined && Date.now() >= options.deadline) return { sent, left: await waiting(db), stopped: 'deadline' };
    const batch = rowsOf<{ identifier: string; queuedAt: string }>(
      await db.execute(sql`select identifier, queued_at::text as "queuedAt" from revalidation_queue order by queued_at, identifier limit ${batchSize}`),
    );
    if (batch.length === 0) return { sent, left: 0 };
    const pushed = await push(batch.map((r) => r.identifier));
    // What the portals accepted, or refused, in the audit trail (issue 62 item 2): a batch's size and its first identifier.
    const audited = { count: batch.length, first: batch[0].identifier };
    if (!pushed.ok) {
      gatewayMetrics().revalidationPushFailures.inc();
      await writeAudit(db, { kind: 'revalidation.push', outcome: 'failed', detail: { ...audited, reason: pushed.reason } }, new Date());
      return { sent, left: await waiting(db), stopped: pushed.reason, retryAfterMs: pushed.retryAfterMs };
    }
    await writeAudit(db, { kind: 'revalidation.push', outcome: 'ok', detail: audited }, new Date());
    // A row queued again while the push was under way has a newer time and stays for the next round.
    const rows = sql.join(
      batch.map((r) => sql`(${r.identifier}::varchar, ${r.queuedAt}::timestamptz)`),
      sql`, `,
    );
    await db.execute(sql`delete from revalidation_queue q using (values ${rows}) as pushed(identifier, queued_at) where q.identifier = pushed.identifier and q.queued_at = pushed.queued_at`);
    sent += batch.length;
    gatewayMetrics().revalidationsPushed.inc(batch.length);
    options.onBatch?.(sent);
  }
}
export interface WorkerLog {
  info(fields: object, msg: string): void;
  warn(fields: object, msg: string): void;
}

/**
 * The gateway process's worker: drains the queue whenever something waits, logging its progress, and
 * backs off after a failure (the portals' Retry-After, else 1 s doubling to a minute). Answers a stop.
 */
export function startRevalidationWorker(db: Db, target: PortalsTarget, push: (target: PortalsTarget, ids: readonly string[]) => Promise<PushOutcome>, log: WorkerLog, pollMs = 2_000): () => void {
  let stopped = false;
  let failures = 0;
  let timer: NodeJS.Timeout | undefined;
  const round = async () => {
    let delay = pollMs;
    const backlog = gatewayMetrics().revalidationBacklog;
    try {
      const left = await waiting(db);
      backlog.set(left);
      if (left > 0) {
        const started = Date.now();
        const result = await drainRevalidations(db, (ids) => push(target, ids), {
          // A round yields now and then so a stop is heard, and progress is logged as it goes.
          deadline: started + 60_000,
          onBatch: (sent) => {
            backlog.set(Math.max(0, left - sent));
            log.info({ sent, of: left, ms: Date.now() - started }, 'revalidation batch sent');
          },
        });
        backlog.set(result.left);
        if (result.stopped && result.stopped !== 'deadline') {
          failures += 1;
          delay = result.retryAfterMs ?? Math.min(60_000, 1_000 * 2 ** (failures - 1));
          log.warn({ sent: result.sent, left: result.left, reason: result.stopped, retryInMs: delay }, 'revalidation push refused: retrying later');
        } else {
          failures = 0;
          log.info({ sent: result.sent, left: result.left, ms: Date.now() - started }, result.left === 0 ? 'revalidation queue drained' : 'revalidation round ended');
          if (result.left > 0) delay = 0;
        }
      }
    } catch (error) {
      failures += 1;
      delay = Math.min(60_000, 1_000 * 2 ** (failures - 1));
      log.warn({ err: error instanceof Error ? error.message : String(error), retryInMs: delay }, 'revalidation worker failed: retrying later');
    }
    if (!stopped) timer = setTimeout(() => void round(), delay).unref();
  };
  timer = setTimeout(() => void round(), 0).unref();
  return () => {
    stopped = true;
    if (timer) clearTimeout(timer);
  };
}
