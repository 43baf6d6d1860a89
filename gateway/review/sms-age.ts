import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { consents, smsCodes, users } from '../db/schema';
import type { ReviewCommand } from './command';

// Test mode only (the browser tests' server, through routes/test-review.ts; never `npm run review`): lets
// the time pass for one phone's codes, as if they had been sent `seconds` earlier, so a journey that needs
// a second code for the same phone need not sit out the 60 s resend wait in real time. Only that phone's
// rows move: sessions, tokens and every other phone keep the real clock.

async function ageCodes(db: Db, args: string[]): Promise<string> {
  const [phone, secondsArg] = args;
  const seconds = Number(secondsArg);
  if (!phone || !/^1[3-9]\d{9}$/.test(phone)) throw new Error('Give a phone number, e.g. `sms-age 13900000001 61`.');
  if (!Number.isInteger(seconds) || seconds < 1 || seconds > 86_400) throw new Error('Give the seconds to let pass, 1 to 86400.');
  const moved = await db
    .update(smsCodes)
    .set({ createdAt: sql`${smsCodes.createdAt} - make_interval(secs => ${seconds})`, expiresAt: sql`${smsCodes.expiresAt} - make_interval(secs => ${seconds})` })
    .where(eq(smsCodes.phone, phone))
    .returning({ id: smsCodes.id });
  return `${moved.length} codes of ${phone} sent ${seconds} s earlier`;
}

/**
 * The account's consents as if given to older versions (the journey of issue 62 item 1): its next login is
 * asked again, as it would be the day an agreement changes.
 */
async function ageConsents(db: Db, [name]: string[]): Promise<string> {
  const [user] = name ? await db.select({ id: users.id }).from(users).where(eq(users.account, name)).limit(1) : [];
  if (!user) throw new Error('Give an account name, e.g. `consent-age demo_user`.');
  const moved = await db.update(consents).set({ version: '2020-01-01' }).where(eq(consents.userId, user.id)).returning({ id: consents.id });
  return `${moved.length} consents of ${name} set to 2020-01-01`;
}

export const testCommands: Record<string, ReviewCommand> = {
  'sms-age': { summary: 'sms-age <phone> <seconds>: the phone codes as if sent that much earlier (test mode)', run: (db, args) => ageCodes(db, args) },
  'consent-age': { summary: 'consent-age <account>: its consents as if given to older versions (test mode)', run: (db, args) => ageConsents(db, args) },
};
