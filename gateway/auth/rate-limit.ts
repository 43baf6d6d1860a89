import { and, eq, gt, sql, sum } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateLimits } from '../db/schema';

// Fixed-window counters in the shared database, so every portal instance counts the same.

/** Counts one more event in the window containing `now`; answers the window's count after it. */
export async function hit(db: Db, key: string, windowMs: number, now: Date): Promise<number> {
  const windowStart = new Date(Math.floor(now.getTime() / windowMs) * windowMs);
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart, count: 1 })
    .onConflictDoUpdate({ target: [rateLimits.key, rateLimits.windowStart], set: { count: sql`${rateLimits.count} + 1` } })
    .returning({ count: rateLimits.count });
  return row.count;
}

/** Events under `key` whose window started after `since`. */
export async function countSince(db: Db, key: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ total: sum(rateLimits.count) })
    .from(rateLimits)
    .where(and(eq(rateLimits.key, key), gt(rateLimits.windowStart, since)));
  return Number(row?.total ?? 0);
}

export async function clear(db: Db, key: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}

/** Per-IP limits (accounts issue, item 8). Offices share one address, so they are generous. */
export const ipLimits = {
  sms: { windowMs: 3_600_000, max: 20 },
  login: { windowMs: 15 * 60_000, max: 60 },
  consult: { windowMs: 3_600_000, max: 20 },
} as const;

/** True when this IP may go on; counts the attempt. An unknown IP (no trusted proxy header) is not limited here. */
export async function allowIp(db: Db, kind: keyof typeof ipLimits, ip: string | undefined, now: Date): Promise<boolean> {
  if (!ip) return true;
  const { windowMs, max } = ipLimits[kind];
  return (await hit(db, `${kind}-ip:${ip}`, windowMs, now)) <= max;
}

/** Per account: 10 failed password logins within 15 minutes lock password login for 15 minutes. */
export const lockout = { failures: 10, windowMs: 15 * 60_000, lockMs: 15 * 60_000 } as const;

const failKey = (account: string) => `login-fail:${account}`;
const lockKey = (account: string) => `login-lock:${account}`;

/** Minutes left of a lock, or 0 when the account may try. */
export async function lockedMinutes(db: Db, account: string, now: Date): Promise<number> {
  const [lock] = await db
    .select({ since: rateLimits.windowStart })
    .from(rateLimits)
    .where(and(eq(rateLimits.key, lockKey(account)), gt(rateLimits.windowStart, new Date(now.getTime() - lockout.lockMs))))
    .limit(1);
  if (!lock) return 0;
  return Math.max(1, Math.ceil((lock.since.getTime() + lockout.lockMs - now.getTime()) / 60_000));
}

/** Records a failed password; answers true when this failure locks the account. */
export async function recordFailure(db: Db, account: string, now: Date): Promise<boolean> {
  await hit(db, failKey(account), 60_000, now);
  const failures = await countSince(db, failKey(account), new Date(now.getTime() - lockout.windowMs));
  if (failures < lockout.failures) return false;
  await db.insert(rateLimits).values({ key: lockKey(account), windowStart: now, count: 1 }).onConflictDoNothing();
  await clear(db, failKey(account));
  return true;
}

export async function clearFailures(db: Db, account: string): Promise<void> {
  await clear(db, failKey(account));
}
