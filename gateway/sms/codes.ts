import { createHash, randomInt } from 'node:crypto';
import { and, count, desc, eq, gte, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { keepsOutbox, type GatewayMode } from '../mode';
import { smsCodes, smsOutbox } from '../db/schema';
import { fail, ok, tooMany, type Reply } from '../http/reply';

/** 000 §9 and the accounts issue: one send per phone per 60 s, 10 a day, 10-minute codes, 5 tries. */
export const smsRules = { resendMs: 60_000, perDay: 10, lifeMs: 10 * 60_000, maxAttempts: 5 } as const;

/** The code that tells the portal to turn the send button off (000 §8: code 900). */
export const sendingDisabledCode = 900;

const digest = (phone: string, purpose: string, code: string) =>
  createHash('sha256').update(`${purpose}\u0000${phone}\u0000${code}`).digest('hex');

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
}

/** Makes and "sends" a random 6-digit code for a purpose (login, register, scene:<identifier> ...). */
export async function issueCode({ db, now, mode }: SmsContext, phone: string, purpose: string, text: (code: string) => string): Promise<Reply<null>> {
  return db.transaction(async (tx) => {
    const [last] = await tx.select().from(smsCodes).where(eq(smsCodes.phone, phone)).orderBy(desc(smsCodes.createdAt)).limit(1);
    if (last && now.getTime() - last.createdAt.getTime() < smsRules.resendMs) {
      const wait = Math.ceil((smsRules.resendMs - (now.getTime() - last.createdAt.getTime())) / 1000);
      return tooMany(`验证码发送过于频繁，请${wait}秒后再试`, wait);
    }
    const [{ sent }] = await tx
      .select({ sent: count() })
      .from(smsCodes)
      .where(and(eq(smsCodes.phone, phone), gte(smsCodes.createdAt, startOfBeijingDay(now))));
    if (sent >= smsRules.perDay) {
      const midnight = startOfBeijingDay(now).getTime() + 86_400_000;
      return tooMany('该手机号今日获取验证码次数已达上限，请明天再试', (midnight - now.getTime()) / 1000, sendingDisabledCode);
    }
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    await tx.insert(smsCodes).values({
      phone,
      purpose,
      codeHash: digest(phone, purpose, code),
      createdAt: now,
      expiresAt: new Date(now.getTime() + smsRules.lifeMs),
    });
    if (keepsOutbox(mode)) await tx.insert(smsOutbox).values({ phone, text: text(code), createdAt: now });
    return ok(null, '验证码已发送');
  });
}

/** Checks a code: single use, void after 5 wrong tries, 10 minutes of life. */
export async function verifyCode({ db, now }: SmsContext, phone: string, purpose: string, code: string): Promise<Reply<null>> {
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
    if (current.codeHash !== digest(phone, purpose, code)) {
      const attempts = current.attempts + 1;
      await tx.update(smsCodes).set({ attempts }).where(eq(smsCodes.id, current.id));
      const left = smsRules.maxAttempts - attempts;
      return fail(400, left > 0 ? `验证码错误，还可尝试${left}次` : '验证码错误次数过多，请重新获取', 400);
    }
    await tx.update(smsCodes).set({ usedAt: now }).where(eq(smsCodes.id, current.id));
    return ok(null);
  });
}

/** Development and tests: the newest text sent to a phone. */
export async function latestOutboxText(db: Db, phone: string): Promise<string | undefined> {
  const [row] = await db.select().from(smsOutbox).where(eq(smsOutbox.phone, phone)).orderBy(desc(smsOutbox.id)).limit(1);
  return row?.text;
}
