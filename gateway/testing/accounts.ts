import { createHash } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import { contract } from '@/core/contract';
import { formerStorageSetting, hashPassword, hashPasswordAt } from '../auth/password';
import { latestOutboxText } from '../sms/codes';
import type { Database } from '../db/client';
import { users } from '../db/schema';
import type { testGateway } from './gateway-client';

export { rehashesSettled } from '../auth/password-rehash';
/** The scrypt settings OWASP lists and what each holds in memory, for `npm run bench:logins -- --settings`. */
export { memoryOf, owaspScryptSettings } from '../auth/password';

type Gateway = ReturnType<typeof testGateway>;

/** A human-looking drag to the end of the track (its width less the 40 px knob): 12 points over about 600 ms. */
export const humanDrag = (width = 300): [number, number][] =>
  Array.from({ length: 12 }, (_, i) => [Math.round((width - 40) * (i / 11) ** 0.8), i * 55] as [number, number]);

/** A fresh, passed slider proof for a scene. */
export async function sliderProof(gw: Gateway, scene = 'nc_login') {
  const challenge = await gw.call(contract.captcha.challenge, { scene });
  const { sessionId, width } = challenge.body.data!;
  const solved = await gw.call(contract.captcha.solve, { sessionId, trace: humanDrag(width) });
  if (!solved.body.success) throw new Error(`captcha not solved: ${solved.body.message}`);
  const { sig, token } = solved.body.data!;
  return { scene, sessionId, sig, token };
}

export const loginInput = (username: string, password: string) => ({ username, password, returnType: 'json', loginType: 'ORDINARY', fingerprint: 'testfingerprint01' });

export const b64 = (s: string) => Buffer.from(s, 'utf8').toString('base64');

/**
 * Sends a code of a message type with a fresh slider proof and reads it from the outbox; answers the code
 * and the proof the send spent, which the form the code completes may carry (decision 0049).
 */
export async function sentCode(gw: Gateway, database: Database, phoneNo: string, messageType: 0 | 10 | 2 | 3) {
  const entry = messageType === 10 ? contract.account.sendLoginSms : contract.account.sendSms;
  const proof = await sliderProof(gw, messageType === 10 ? 'nc_login' : 'nc_message');
  const sent = await gw.call(entry, { phoneNo, messageType, ...proof });
  if (!sent.body.success) throw new Error(`sms not sent: ${sent.body.message}`);
  const text = await latestOutboxText(database.db, phoneNo);
  return { code: /(\d{6})/.exec(text ?? '')![1], proof };
}

/** Sends a code of a message type and reads it from the outbox. */
export async function smsCode(gw: Gateway, database: Database, phoneNo: string, messageType: 0 | 10 | 2): Promise<string> {
  return (await sentCode(gw, database, phoneNo, messageType)).code;
}

/**
 * Accounts for these phones, written straight into the table (no password logs in): codes to them are
 * codes to phones of accounts, which the new phones' limits and share of the SMS budget leave alone.
 */
export async function givePhonesAccounts(database: Database, phones: readonly string[]): Promise<void> {
  await database.db
    .insert(users)
    .values(phones.map((phone) => ({ account: `acct_${phone}`, phone, email: `acct_${phone}@example.cn`, passwordHash: 'no-password' })))
    .onConflictDoNothing();
}

/**
 * Accounts with these names that log in with `password`, written straight into the table with one hash
 * made by the gateway's own hashing: at the current setting (the storage setting outside a lowered-cost
 * test run), or at the former storage setting, as accounts made before decision 0056 have it. A load of
 * logins then costs what real accounts' logins cost, without a hash per account to set up.
 */
export async function giveAccountsPassword(database: Database, names: readonly string[], password: string, setting: 'current' | 'former' = 'current'): Promise<void> {
  const hash = setting === 'former' ? await hashPasswordAt(password, formerStorageSetting) : await hashPassword(password);
  await database.db.insert(users).values(names.map((account) => ({ account, phone: phoneOf(account), email: `${account}@example.cn`, passwordHash: hash })));
}

/** A phone number of an account name, the same every time, in a range no other test writes (137…). */
const phoneOf = (account: string) => `137${String(parseInt(createHash('sha256').update(account).digest('hex').slice(0, 12), 16) % 1e8).padStart(8, '0')}`;

/** The stored password hash of each of these accounts, in the order named. */
export async function passwordHashesOf(database: Database, names: readonly string[]): Promise<string[]> {
  const rows = await database.db.select({ account: users.account, hash: users.passwordHash }).from(users).where(inArray(users.account, [...names]));
  return names.map((name) => rows.find((row) => row.account === name)?.hash ?? '');
}
