import { createHmac, randomInt } from 'node:crypto';
import { and, count, desc, eq, gt, gte, inArray, isNull, like, min, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { GatewayDeps } from '../deps';
import { logger } from '@/core/log/logger';
import { messages } from '@/core/messages';
import type { GatewayMode } from '@/core/env/gateway-mode';
import { smsCodes, smsOutbox, users } from '../db/schema';
import { hit, limitNewPhones } from '../auth/rate-limit';
import { fail, ok, tooMany, type Reply } from '../http/reply';
import { outboxProvider } from './outbox';
import { failureReason, type SmsProvider, type SmsSent } from './provider';
import { gatewaySecret } from '../settings';
import { gatewayMetrics } from '../metrics';
import type { AuditSink } from '../audit/trail';
import { defaultHourlyBudget, type SmsSetup } from './setup';

/**
 * 000 §9 and the accounts issue: one send per phone and purpose per 60 s, 10 a day, 10-minute codes, 5
 * tries. The scene verification's resend waits only 10 s (000 §4, §9: "10 s after a resend click"), so
 * its codes may be sent again after 10 s: a wait of 60 s here refused every resend its button offered
 * (issue 19 item 9). Its 10 a day still bound what a phone can be sent.
 */
export const smsRules = { resendMs: 60_000, sceneResendMs: 10_000, perDay: 10, lifeMs: 10 * 60_000, maxAttempts: 5 } as const;

/** The wait between two sends of one purpose: the scene verification's 10 s, everyone else's 60 s. */
export const resendWaitMs = (purpose: string): number => (purpose.startsWith('scene:') ? smsRules.sceneResendMs : smsRules.resendMs);

/** The code that tells the portal to turn the send button off (000 §8: code 900). */
export const sendingDisabledCode = 900;

/**
 * A code is kept as an HMAC under the gateway's key: a plain hash of a 6-digit code falls to a million
 * guesses, so a copy of the table would give away every live code. Codes stored before this change (plain
 * SHA-256) simply stop matching; they lived 10 minutes.
 */
const digest = (secret: string, phone: string, purpose: string, code: string) =>
  createHmac('sha256', secret).update(`sms-code\u0000${purpose}\u0000${phone}\u0000${code}`).digest('hex');

/** Midnight in Beijing, the day the daily limit counts. */
function startOfBeijingDay(now: Date): Date {
  const shifted = new Date(now.getTime() + 8 * 3_600_000);
  shifted.setUTCHours(0, 0, 0, 0);
  return new Date(shifted.getTime() - 8 * 3_600_000);
}

export interface SmsContext {
  db: Db;
  now: Date;
  /** development, test and demo keep the text in an outbox a person or test can read; production sends it only. */
  mode: GatewayMode;
  /** Keys the stored codes' HMAC: gatewaySecret, the same for every gateway process over one database. */
  secret: string;
}

/** The context of one request's SMS step: its database, its moment, the mode and the gateway's key. */
export const smsContextOf = (deps: GatewayDeps): SmsContext => ({ db: deps.database.db, now: deps.now(), mode: deps.mode, secret: gatewaySecret(deps) });

/** What sending needs besides: who sends (gateway/sms/setup.ts), and from which address it was asked. */
export interface SendContext extends SmsContext {
  sms: SmsSetup;
  /** The visitor's address (gateway/http/client-ip.ts): codes to new phones are counted under it and its network. Unknown: not counted per address. */
  from?: string;
  /** The request's audit trail (gateway/audit/trail.ts): each send, refusal and failure is written there. */
  audit?: AuditSink;
  /** The account the phone is known to be, when the caller knows it (else it is looked up for the trail). */
  userId?: number;
}

/**
 * SMS declared off (or, in production, never configured): the answer to every SMS action, before any
 * limit counts. Code 900 turns the portal's send button off (000 §8).
 */
export function smsUnavailable(sms: SmsSetup): Reply<never> | undefined {
  return sms.kind === 'off' ? fail(503, messages.smsOff, sendingDisabledCode) : undefined;
}

/**
 * The rows a purpose's quota counts. Each purpose has its own 60 s wait and 10 a day, so codes asked for
 * one use cannot block another (ten scene sends used to stop the phone's login codes until midnight);
 * the scene codes of all identifiers share one quota.
 */
function sameQuota(phone: string, purpose: string) {
  const kind = purpose.startsWith('scene:') ? like(smsCodes.purpose, 'scene:%') : eq(smsCodes.purpose, purpose);
  return and(eq(smsCodes.phone, phone), kind);
}

/**
 * Codes to new phones (no account has them: registrations, scene codes to strangers' numbers, a login code
 * asked for a number never registered) may spend at most this share of the hourly budget. The rest is kept
 * for the phones of accounts (logins, resets, password changes, their scene codes): a script pumping codes
 * to new numbers spends its share and stops, and people with accounts still get theirs (issue 39 item 1,
 * decision 0047). At least one, so a tiny budget still lets someone register.
 */
export const newPhoneShare = 0.5;
export const newPhoneBudget = (hourlyBudget: number): number => Math.max(1, Math.floor(hourlyBudget * newPhoneShare));

/** Is this phone an account's? Its codes then draw on the whole budget, new phones' on their share only. */
async function hasAccount(tx: Pick<Db, 'select'>, phone: string): Promise<boolean> {
  const [account] = await tx.select({ id: users.id }).from(users).where(eq(users.phone, phone)).limit(1);
  return account !== undefined;
}

// One warning line per hour in which the budget (or the new phones' share) ran out, not one per refused send.
const warnedHour = { budget: -1, newPhones: -1, ceiling: -1 };

function warnOnce(which: keyof typeof warnedHour, now: Date, fields: Record<string, unknown>, line: string) {
  const hour = Math.floor(now.getTime() / 3_600_000);
  if (hour === warnedHour[which]) return;
  warnedHour[which] = hour;
  logger().warn({ service: 'gateway', ...fields }, line);
}

/** Seconds until a code stored at `oldest` leaves the hour. */
const untilLeaves = (oldest: Date | null, now: Date) => (oldest ? Math.max(1, Math.ceil((new Date(oldest).getTime() + 3_600_000 - now.getTime()) / 1000)) : 60);

/**
 * The deployment's hourly budget (SMS_HOURLY_BUDGET): codes stored in the last 60 minutes over every phone
 * and purpose, and among them those to phones that have no account now (a phone registered since frees
 * its code's place in the share). Answers the refusal once the budget, or for a new phone its share, is
 * spent, with the seconds until the oldest code it counted leaves the hour.
 */
async function budgetSpent(tx: Pick<Db, 'select'>, now: Date, budget: number, known: boolean, own: boolean): Promise<{ limit: 'budget' | 'new_phone_budget' | 'budget_ceiling'; reply: Reply<never> } | undefined> {
  const since = new Date(now.getTime() - 3_600_000);
  const toNewPhone = sql`not exists (select 1 from ${users} where ${users.phone} = ${smsCodes.phone})`;
  const [hour] = await tx
    .select({
      sent: count(),
      oldest: min(smsCodes.createdAt),
      sentToNew: sql<number>`count(*) filter (where ${toNewPhone})`.mapWith(Number),
      oldestToNew: sql<Date | null>`min(${smsCodes.createdAt}) filter (where ${toNewPhone})`.mapWith(smsCodes.createdAt),
    })
    .from(smsCodes)
    .where(gte(smsCodes.createdAt, since));
  // An account's own codes stop only at the ceiling: past the budget they are limited by each phone's share.
  if (own) {
    if (hour.sent < budgetCeiling(budget)) return undefined;
    warnOnce('ceiling', now, { budget, sent: hour.sent }, "SMS ceiling reached (twice SMS_HOURLY_BUDGET): even accounts' own login and reset codes are refused until the hour frees up");
    return { limit: 'budget_ceiling', reply: tooMany(messages.smsBudgetSpent, untilLeaves(hour.oldest, now)) };
  }
  if (hour.sent >= budget) {
    warnOnce('budget', now, { budget, sent: hour.sent }, "SMS hourly budget spent (SMS_HOURLY_BUDGET): codes other than accounts' own login, reset and password-change codes are refused until the hour frees up");
    return { limit: 'budget', reply: tooMany(messages.smsBudgetSpent, untilLeaves(hour.oldest, now)) };
  }
  const share = newPhoneBudget(budget);
  if (!known && hour.sentToNew >= share) {
    warnOnce('newPhones', now, { budget, share, sentToNew: hour.sentToNew }, "SMS budget's share for phones without an account spent: codes to new phones are refused until the hour frees up; accounts' codes still go");
    return { limit: 'new_phone_budget', reply: tooMany(messages.smsBudgetSpent, untilLeaves(hour.oldestToNew, now)) };
  }
  return undefined;
}

/**
 * Why a send was refused before any code was made: the phone's own limits (per purpose, and an account's
 * hourly share), the new phones' per address or network, the budget, its share for new phones or, for an
 * account's own codes, the ceiling; a send proven by the account's password past its own daily limit.
 */
export type SendLimit = 'phone_limit' | 'account_share' | 'new_phone_limit' | 'budget' | 'new_phone_budget' | 'budget_ceiling' | 'proven_limit';

/** A new code; a live one sent within the wait, which stands (a proven send only); or the limit that refused it. */
type Stored = { ok: true; id: number; code: string } | { ok: true; recent: true } | { ok: false; limit: SendLimit; reply: Reply<never> };

/**
 * The codes that let a person into their own account: login, password reset, the password change's
 * (registration shares its purpose, and a registration code to a phone that has an account cannot register it)
 * and the cancellation's.
 */
const accountPurposes = ['login', 'reset', 'account', 'cancel'];

/**
 * Issue 61 item 2: codes to phones that have accounts drew on the whole budget, so a script sending login,
 * reset and registration codes to a few known account phones spent it (7-9 phones at the default 500), and
 * then no account got a code. Now each such phone has its own share, `accountCodesPerHour` of these codes
 * in any hour, and they are not stopped by the budget but only by its ceiling, twice the budget: k phones
 * spend at most k shares, and an account's own codes go while the ceiling is not reached (a script would
 * need the budget's worth of shares, 84 account phones at the default, to reach it).
 */
export const accountCodesPerHour = 6;
export const budgetCeiling = (hourlyBudget: number): number => hourlyBudget * 2;

/** Sends proven by the account's right password (decision 0074): only their holder can spend these. */
export const provenSendsPerDay = 10;

/** The account phone's share of the hour spent: the refusal, with the seconds until its oldest such code leaves the hour. */
async function accountShareSpent(tx: Pick<Db, 'select'>, phone: string, now: Date): Promise<Reply<never> | undefined> {
  const [hour] = await tx
    .select({ sent: count(), oldest: min(smsCodes.createdAt) })
    .from(smsCodes)
    // After Retry-After seconds the oldest has left the hour: strictly later than an hour ago.
    .where(and(eq(smsCodes.phone, phone), inArray(smsCodes.purpose, accountPurposes), gt(smsCodes.createdAt, new Date(now.getTime() - 3_600_000))));
  return hour.sent >= accountCodesPerHour ? tooMany(messages.smsPhoneHourSpent, untilLeaves(hour.oldest, now)) : undefined;
}

export interface IssueOptions {
  /**
   * Asked by someone who has just given the account's right password where the password alone is not let
   * in (decision 0074): no one else can ask for it, so none of the limits a stranger can spend holds it back
   * (the budget, the phone's share and daily limit); its own daily limit does. A live code sent within the
   * wait stands instead of a new one.
   */
  passwordProven?: boolean;
}

/**
 * The phone's limits for this purpose; for a new phone the sender's new-phone limits; then the budget; then
 * a new code stored: its row id and the code, or the limit's refusal.
 */
async function storeCode({ db, now, secret, from }: SendContext, phone: string, purpose: string, hourlyBudget: number, { passwordProven = false }: IssueOptions = {}): Promise<Stored> {
  return db.transaction(async (tx): Promise<Stored> => {
    const [last] = await tx.select().from(smsCodes).where(sameQuota(phone, purpose)).orderBy(desc(smsCodes.createdAt)).limit(1);
    const waitMs = resendWaitMs(purpose);
    const withinWait = last !== undefined && now.getTime() - last.createdAt.getTime() < waitMs;
    if (passwordProven) {
      if (withinWait && !last.usedAt && last.expiresAt > now) return { ok: true, recent: true };
      if ((await hit(tx, `sms-proven:${phone}`, 86_400_000, now)) > provenSendsPerDay) {
        const midnight = startOfBeijingDay(now).getTime() + 86_400_000;
        return { ok: false, limit: 'proven_limit', reply: tooMany('该手机号今日获取验证码次数已达上限，请明天再试', (midnight - now.getTime()) / 1000, sendingDisabledCode) };
      }
    } else {
      if (withinWait) {
        const wait = Math.ceil((waitMs - (now.getTime() - last.createdAt.getTime())) / 1000);
        return { ok: false, limit: 'phone_limit', reply: tooMany(`验证码发送过于频繁，请${wait}秒后再试`, wait) };
      }
      const [{ sent }] = await tx
        .select({ sent: count() })
        .from(smsCodes)
        .where(and(sameQuota(phone, purpose), gte(smsCodes.createdAt, startOfBeijingDay(now))));
      if (sent >= smsRules.perDay) {
        const midnight = startOfBeijingDay(now).getTime() + 86_400_000;
        return { ok: false, limit: 'phone_limit', reply: tooMany('该手机号今日获取验证码次数已达上限，请明天再试', (midnight - now.getTime()) / 1000, sendingDisabledCode) };
      }
      const known = await hasAccount(tx, phone);
      if (!known) {
        const refused = await limitNewPhones(tx, from, now);
        if (refused) return { ok: false, limit: 'new_phone_limit', reply: refused };
      }
      const own = known && accountPurposes.includes(purpose);
      if (own) {
        const shareSpent = await accountShareSpent(tx, phone, now);
        if (shareSpent) return { ok: false, limit: 'account_share', reply: shareSpent };
      }
      const spent = await budgetSpent(tx, now, hourlyBudget, known, own);
      if (spent) return { ok: false, ...spent };
    }
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const [row] = await tx
      .insert(smsCodes)
      .values({ phone, purpose, codeHash: digest(secret, phone, purpose, code), createdAt: now, expiresAt: new Date(now.getTime() + smsRules.lifeMs) })
      .returning({ id: smsCodes.id });
    return { ok: true, id: row.id, code };
  });
}

/** Whoever sends for this set-up: its real provider, or the outbox; undefined when a real one is misconfigured. */
function senderOf({ db, now, mode, sms }: SendContext): SmsProvider | undefined {
  return sms.provider ?? (sms.kind === 'outbox' ? outboxProvider(db, now, mode) : undefined);
}

/**
 * Makes a random 6-digit code for a purpose (login, account, reset, scene:<identifier> ...) and sends it.
 * The code is stored first, so the limits hold against concurrent requests; the provider is called
 * outside the transaction (a slow provider must not hold the database); and a send that failed takes its
 * code back, so it neither counts against the phone's limits nor stays valid. Only a send the provider
 * accepted is answered 验证码已发送.
 */
export async function issueCode(context: SendContext, phone: string, purpose: string, text: (code: string) => string, options: IssueOptions = {}): Promise<Reply<null>> {
  const closed = smsUnavailable(context.sms);
  if (closed) return closed;
  // Counted for the operators, and written to the audit trail: what was asked, for what, and how it ended; never the code.
  const outcome = async (what: 'sent' | 'failed' | 'recent' | SendLimit) => {
    gatewayMetrics().sms.inc({ provider: context.sms.kind, outcome: what });
    if (!context.audit) return;
    const userId = context.userId ?? (await context.db.select({ id: users.id }).from(users).where(eq(users.phone, phone)).limit(1))[0]?.id;
    const use = purpose.startsWith('scene:') ? { purpose: 'scene', identifier: purpose.slice('scene:'.length) } : { purpose };
    await context.audit({ kind: 'sms.send', outcome: what === 'sent' || what === 'recent' ? 'ok' : what === 'failed' ? 'failed' : 'refused', userId, subject: userId ? undefined : phone, detail: { ...use, result: what, proven: options.passwordProven ?? false } });
  };
  const stored = await storeCode(context, phone, purpose, context.sms.hourlyBudget ?? defaultHourlyBudget, options);
  if (!stored.ok) {
    await outcome(stored.limit);
    return stored.reply;
  }
  // The live code sent within the wait is on the phone: it stands, and it was sent.
  if ('recent' in stored) {
    await outcome('recent');
    return ok(null, '验证码已发送');
  }
  const { id, code } = stored;
  const sender = senderOf(context);
  const sent: SmsSent = sender
    ? await sender.send({ phone, purpose, code, text: text(code) }).catch((error: unknown) => ({ ok: false, reason: failureReason(error) }))
    : { ok: false, reason: `SMS_PROVIDER=${context.sms.kind} is incomplete: ${context.sms.problems.join('; ')}` };
  if (!sent.ok) {
    await context.db.delete(smsCodes).where(eq(smsCodes.id, id));
    logger().warn({ service: 'gateway', provider: sender?.name ?? context.sms.kind, purpose, reason: sent.reason }, 'SMS not sent; its code was withdrawn');
    await outcome('failed');
    return fail(502, messages.smsFailed, 502);
  }
  await outcome('sent');
  return ok(null, '验证码已发送');
}

/**
 * Checks a code without using it up: the id of the live code it matches, or the refusal. A wrong code
 * counts toward the 5 tries. A caller that still has something to refuse (a taken name) calls
 * `missCode`, so probing with one code ends after 5 answers too; on success it calls `spendCode`.
 */
export async function checkCode({ db, now, secret }: SmsContext, phone: string, purpose: string, code: string): Promise<Reply<{ id: number }>> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(smsCodes)
      .where(and(eq(smsCodes.phone, phone), eq(smsCodes.purpose, purpose), isNull(smsCodes.usedAt)))
      .orderBy(desc(smsCodes.createdAt))
      .limit(1)
      .for('update');
    if (!current || current.expiresAt <= now || current.attempts >= smsRules.maxAttempts) {
      return fail(400, '验证码已失效，请重新获取', 400);
    }
    if (current.codeHash !== digest(secret, phone, purpose, code)) {
      const attempts = current.attempts + 1;
      await tx.update(smsCodes).set({ attempts }).where(eq(smsCodes.id, current.id));
      const left = smsRules.maxAttempts - attempts;
      return fail(400, left > 0 ? `验证码错误，还可尝试${left}次` : '验证码错误次数过多，请重新获取', 400);
    }
    return ok({ id: current.id });
  });
}

/** A right code spent on an answer that was still a refusal: it counts as one of the 5 tries. */
export async function missCode(db: Db, id: number): Promise<void> {
  await db.update(smsCodes).set({ attempts: sql`${smsCodes.attempts} + 1` }).where(eq(smsCodes.id, id));
}

/** Single use: a code that did its work is spent. */
export async function spendCode(db: Db, id: number, now: Date): Promise<void> {
  await db.update(smsCodes).set({ usedAt: now }).where(eq(smsCodes.id, id));
}

/** Checks a code and spends it: single use, void after 5 wrong tries, 10 minutes of life. */
export async function verifyCode(context: SmsContext, phone: string, purpose: string, code: string): Promise<Reply<null>> {
  const checked = await checkCode(context, phone, purpose, code);
  if (!checked.ok) return checked;
  await spendCode(context.db, checked.data.id, context.now);
  return ok(null);
}

/** Development and tests: the newest text sent to a phone. */
export async function latestOutboxText(db: Db, phone: string): Promise<string | undefined> {
  const [row] = await db.select().from(smsOutbox).where(eq(smsOutbox.phone, phone)).orderBy(desc(smsOutbox.id)).limit(1);
  return row?.text;
}
