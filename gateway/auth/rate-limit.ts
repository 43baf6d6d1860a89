import { and, eq, gt, sql, sum } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateLimits } from '../db/schema';
import { networkOf } from '../http/client-ip';
import { tooMany, type Reply } from '../http/reply';

// Fixed-window counters in the shared database, so every portal instance counts the same.

/** Counts one more event in the window containing `now`; answers the window's count after it. A transaction will do. */
export async function hit(db: Pick<Db, 'insert'>, key: string, windowMs: number, now: Date): Promise<number> {
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

export interface Limit {
  windowMs: number;
  max: number;
}

/** Seconds from `now` to the end of the fixed window containing it: when a full window frees up. */
export function windowLeftSeconds(windowMs: number, now: Date): number {
  const end = (Math.floor(now.getTime() / windowMs) + 1) * windowMs;
  return Math.max(1, Math.ceil((end - now.getTime()) / 1000));
}

/** Counts one attempt under `key`; undefined while within the limit, else the seconds until it frees up. */
export async function overLimit(db: Pick<Db, 'insert'>, key: string, limit: Limit, now: Date): Promise<number | undefined> {
  const count = await hit(db, key, limit.windowMs, now);
  return count <= limit.max ? undefined : windowLeftSeconds(limit.windowMs, now);
}

export const tooManyFromIp = '操作过于频繁，请稍后再试';
export const tooManySubmissions = '提交过于频繁，请稍后再试';
export const tooManyUploads = '上传过于频繁，请稍后再试';

/**
 * Per-IP limits (accounts issue, item 8; issue 9, item 2). Offices share one address, so they are generous.
 * `sms` counts every code asked for; codes to new phones are counted besides (`newPhoneLimits`).
 */
export const ipLimits = {
  sms: { windowMs: 3_600_000, max: 20 },
  login: { windowMs: 15 * 60_000, max: 60 },
  register: { windowMs: 3_600_000, max: 20 },
  reset: { windowMs: 3_600_000, max: 20 },
  consult: { windowMs: 3_600_000, max: 20 },
  inquiry: { windowMs: 3_600_000, max: 20 },
  trial: { windowMs: 3_600_000, max: 30 },
  upload: { windowMs: 3_600_000, max: 120 },
} as const satisfies Record<string, Limit>;

/**
 * Limits per person or thing, which hold with or without a trusted proxy: per contact phone for
 * consultations (a form anyone may send), per user for inquiries and uploads (avatars, payment proofs,
 * identity documents: a disk is the thing at risk).
 */
export const subjectLimits = {
  consultPhone: { windowMs: 3_600_000, max: 5 },
  inquiryUser: { windowMs: 3_600_000, max: 20 },
  uploadUser: { windowMs: 3_600_000, max: 30 },
} as const satisfies Record<string, Limit>;

/**
 * The 429 to answer when this IP is over its limit, else undefined; counts the attempt. An unknown IP
 * (a portal started without its address preload and without a trusted proxy, docs/decisions/0035) is not
 * limited here.
 */
export async function limitIp(db: Db, kind: keyof typeof ipLimits, ip: string | undefined, now: Date, message: string = tooManyFromIp): Promise<Reply<never> | undefined> {
  if (!ip) return undefined;
  const wait = await overLimit(db, `${kind}-ip:${ip}`, ipLimits[kind], now);
  return wait === undefined ? undefined : tooMany(message, wait);
}

/**
 * Codes to new phones per address and per network (/24 of IPv4, /64 of IPv6), within the `sms` limit
 * (issue 39 item 1, decision 0047): a script that drains the budget does it with new numbers, while a
 * person at an address needs one or two. A network holds a few addresses' worth, not one per address.
 */
export const newPhoneLimits = {
  address: { windowMs: 3_600_000, max: 10 },
  network: { windowMs: 3_600_000, max: 30 },
} as const satisfies Record<string, Limit>;

/** Where an address's codes to new phones are counted, or its network's. */
export const newPhoneKey = (scope: keyof typeof newPhoneLimits, ip: string) => (scope === 'address' ? `sms-new-phone-ip:${ip}` : `sms-new-phone-net:${networkOf(ip)}`);

/**
 * Codes to new phones (no account has them: registrations, scene codes to strangers' numbers) from one
 * address, then from its network (/24, /64): past either limit the address is refused further new phones
 * until the window ends, while its codes to the phones of accounts still go. Counts the attempt (in the
 * network only when the address let it through). The transaction that stores the code calls it, once the
 * phone's own limits have passed, so a resend to one phone is not counted twice.
 */
export async function limitNewPhones(db: Pick<Db, 'insert'>, ip: string | undefined, now: Date): Promise<Reply<never> | undefined> {
  if (!ip) return undefined;
  const wait = (await overLimit(db, newPhoneKey('address', ip), newPhoneLimits.address, now)) ?? (await overLimit(db, newPhoneKey('network', ip), newPhoneLimits.network, now));
  return wait === undefined ? undefined : tooMany(tooManyFromIp, wait);
}

/** Where a subject's attempts are counted. */
export const subjectKey = (kind: keyof typeof subjectLimits, subject: string | number) => `${kind}:${subject}`;

/** The 429 when this subject (a phone, a user id) is over its limit, else undefined; counts the attempt. */
export async function limitSubject(db: Db, kind: keyof typeof subjectLimits, subject: string | number, now: Date, message: string): Promise<Reply<never> | undefined> {
  const wait = await overLimit(db, subjectKey(kind, subject), subjectLimits[kind], now);
  return wait === undefined ? undefined : tooMany(message, wait);
}
