import { and, desc, eq, gt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateLimits } from '../db/schema';
import { clear, countSince, hit } from './rate-limit';

// The password lockout (decision 0048). Failures are counted per account and network (holderOf): ten
// from one network lock that network out of the account's password login, not the owner elsewhere. Past
// a ceiling for the account from every network together, a network that has not logged in to it lately
// must use the SMS code instead. The owner's code login, or a password reset, lifts all of it. Where the
// password alone is not let in, the right password sends the account's phone a code (decision 0074).
// `account` is `user:<id>`, or `name:<name>` for a name no account has: the same answers either way.

export const lockout = {
  /** Failed passwords from one network within `windowMs` that lock it out of the account for `lockMs`. */
  failures: 10,
  windowMs: 15 * 60_000,
  lockMs: 15 * 60_000,
  /** Failed passwords from all networks within `windowMs` after which only known networks may try one. */
  ceiling: 30,
  /** A network the account logged in from within this long is known to it. */
  knownMs: 30 * 24 * 3_600_000,
} as const;

const dayMs = 24 * 3_600_000;
const keys = {
  failures: (account: string, network: string) => `login-fail:${account}@${network}`,
  lock: (account: string, network: string) => `login-lock:${account}@${network}`,
  accountFailures: (account: string) => `login-fail:${account}`,
  lifted: (account: string) => `login-lift:${account}`,
  known: (account: string, network: string) => `login-known:${account}@${network}`,
};

/** When the owner last lifted the account's locks, or the epoch: counts and locks before it are void. */
async function liftedAt(db: Db, account: string): Promise<Date> {
  const [row] = await db.select({ at: rateLimits.windowStart }).from(rateLimits).where(eq(rateLimits.key, keys.lifted(account))).orderBy(desc(rateLimits.windowStart)).limit(1);
  return row?.at ?? new Date(0);
}

const later = (a: Date, b: Date) => (a > b ? a : b);

/** Seconds left of this network's lock on the account, or 0. */
async function lockedSeconds(db: Db, account: string, network: string, now: Date): Promise<number> {
  const since = later(new Date(now.getTime() - lockout.lockMs), await liftedAt(db, account));
  const [lock] = await db
    .select({ since: rateLimits.windowStart })
    .from(rateLimits)
    .where(and(eq(rateLimits.key, keys.lock(account, network)), gt(rateLimits.windowStart, since)))
    .orderBy(desc(rateLimits.windowStart))
    .limit(1);
  if (!lock) return 0;
  return Math.max(1, Math.ceil((lock.since.getTime() + lockout.lockMs - now.getTime()) / 1000));
}

async function isKnown(db: Db, account: string, network: string, now: Date): Promise<boolean> {
  return (await countSince(db, keys.known(account, network), new Date(now.getTime() - lockout.knownMs))) > 0;
}

export type PasswordGate = { open: true } | { open: false; why: 'locked' | 'codeOnly'; seconds: number };

/**
 * May this network log in to the account by its password alone now? Asked before the password is looked
 * at. Without SMS (`ceiling: false`) the account asks no network for the phone, which could not answer: a
 * stranger's failures from many networks would then leave the owner no way in (issue 61 item 3).
 */
export async function passwordGate(db: Db, account: string, network: string, now: Date, { ceiling = true } = {}): Promise<PasswordGate> {
  const seconds = await lockedSeconds(db, account, network, now);
  if (seconds > 0) return { open: false, why: 'locked', seconds };
  if (!ceiling) return { open: true };
  const failures = await countSince(db, keys.accountFailures(account), new Date(now.getTime() - lockout.windowMs));
  if (failures >= lockout.ceiling && !(await isKnown(db, account, network, now))) return { open: false, why: 'codeOnly', seconds: lockout.windowMs / 1000 };
  return { open: true };
}

/** Records a failed password from a network; answers true when it locks that network out. */
export async function recordPasswordFailure(db: Db, account: string, network: string, now: Date): Promise<boolean> {
  await hit(db, keys.failures(account, network), 60_000, now);
  await hit(db, keys.accountFailures(account), 60_000, now);
  const since = later(new Date(now.getTime() - lockout.windowMs), await liftedAt(db, account));
  if ((await countSince(db, keys.failures(account, network), since)) < lockout.failures) return false;
  await db.insert(rateLimits).values({ key: keys.lock(account, network), windowStart: now, count: 1 }).onConflictDoNothing();
  await clear(db, keys.failures(account, network));
  return true;
}

/**
 * A right password from a network: its own failures are forgotten and it becomes known to the account.
 * The account's count stays: a distributed guesser's failures are not undone by the owner's success.
 */
export async function recordPasswordSuccess(db: Db, account: string, network: string, now: Date): Promise<void> {
  await clear(db, keys.failures(account, network));
  await hit(db, keys.known(account, network), dayMs, now);
}

/**
 * The owner proved the phone (code login, password reset) from a network: every lock and count on the
 * account is void, and that network is known to it. Other networks' counts and locks are voided by the
 * time mark, so no key has to be found by pattern.
 */
export async function liftLocks(db: Db, account: string, network: string, now: Date): Promise<void> {
  await clear(db, keys.accountFailures(account));
  await clear(db, keys.lifted(account));
  await db.insert(rateLimits).values({ key: keys.lifted(account), windowStart: now, count: 1 }).onConflictDoNothing();
  await hit(db, keys.known(account, network), dayMs, now);
}
