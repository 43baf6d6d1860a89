import { eq } from 'drizzle-orm';
import { users } from '../db/schema';
import { openTestDatabase, testEngine, type TestDatabase } from '../testing/test-database';
import { currentSetting, formerStorageSetting, hashPassword, hashPasswordAt, verifyPassword } from './password';
import { rehashIfOutdated } from './password-rehash';

let t: TestDatabase;
beforeAll(async () => {
  t = await openTestDatabase({ seed: false });
}, 120_000);
afterAll(() => t.cleanup());

const password = 'Rehash#2026pass';
const hashOf = async (id: number) => (await t.database.db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, id)))[0].hash;
let accounts = 0;
async function account(name: string, passwordHash: string) {
  accounts += 1;
  const [row] = await t.database.db.insert(users).values({ account: name, phone: `1360000000${accounts}`, email: `${name}@example.cn`, passwordHash }).returning({ id: users.id });
  return { id: row.id, passwordHash };
}

describe(`rehash after a successful check (${testEngine})`, () => {
  it('stores a hash of another setting again at the current one', async () => {
    const user = await account('rehash_former', await hashPasswordAt(password, formerStorageSetting));
    await expect(rehashIfOutdated(t.database.db, user, password)).resolves.toBe(true);
    const stored = await hashOf(user.id);
    expect(stored.split('$').slice(1, 4).map(Number)).toEqual(Object.values(currentSetting()));
    await expect(verifyPassword(password, stored)).resolves.toBe(true);
  });

  it('leaves a hash of the current setting alone', async () => {
    const user = await account('rehash_current', await hashPassword(password));
    await expect(rehashIfOutdated(t.database.db, user, password)).resolves.toBe(false);
    expect(await hashOf(user.id)).toBe(user.passwordHash);
  });

  it('never puts back a password changed since the check', async () => {
    const user = await account('rehash_raced', await hashPasswordAt(password, formerStorageSetting));
    const changed = await hashPassword('Changed#2026pass');
    await t.database.db.update(users).set({ passwordHash: changed }).where(eq(users.id, user.id));
    await expect(rehashIfOutdated(t.database.db, user, password)).resolves.toBe(false);
    expect(await hashOf(user.id)).toBe(changed);
  });
});
