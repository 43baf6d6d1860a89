import { eq } from 'drizzle-orm';
import { smsCodes } from '../db/schema';
import { issueCode, smsRules } from '../sms/codes';
import { openTestDatabase, testEngine, type TestDatabase } from '../testing/test-database';
import { testCommands } from './sms-age';

let t: TestDatabase;
beforeAll(async () => {
  t = await openTestDatabase({ seed: false });
});
afterAll(() => t.cleanup());

const now = new Date('2026-11-25T02:00:00Z');
const sending = () => ({ db: t.database.db, now, mode: 'test' as const, secret: 'sms-age-test-secret', sms: { kind: 'outbox' as const, problems: [] } });
const text = (code: string) => `验证码${code}`;

describe(`sms-age, the browser tests' clock for one phone (${testEngine})`, () => {
  it('opens the resend wait of that phone only, and moves its codes life with it', async () => {
    for (const phone of ['13911110001', '13911110002']) expect((await issueCode(sending(), phone, 'register', text)).ok).toBe(true);
    // Within the 60 s wait both are refused.
    for (const phone of ['13911110001', '13911110002']) expect((await issueCode(sending(), phone, 'register', text)).ok).toBe(false);

    expect(await testCommands['sms-age'].run(t.database.db, ['13911110001', '61'], now)).toBe('1 codes of 13911110001 sent 61 s earlier');
    expect((await issueCode(sending(), '13911110001', 'register', text)).ok).toBe(true);
    expect((await issueCode(sending(), '13911110002', 'register', text)).ok).toBe(false);

    const [aged] = await t.database.db.select().from(smsCodes).where(eq(smsCodes.phone, '13911110001')).orderBy(smsCodes.id).limit(1);
    expect(aged.createdAt.getTime()).toBe(now.getTime() - 61_000);
    expect(aged.expiresAt.getTime()).toBe(now.getTime() - 61_000 + smsRules.lifeMs);
  });

  it('refuses a malformed phone or number of seconds', async () => {
    for (const args of [[], ['1391111000', '61'], ['13911110001'], ['13911110001', '0'], ['13911110001', '1.5'], ['13911110001', '90000']]) {
      await expect(testCommands['sms-age'].run(t.database.db, args, now)).rejects.toThrow(/^Give /);
    }
  });
});
