import { count, eq } from 'drizzle-orm';
import { openTestDatabase, testEngine, type TestDatabase } from '../../testing/test-database';
import { products, users } from '../schema';
import { verifyPassword } from '../../auth/password';
import { demoPassword, demoPasswordHashes } from './accounts';
import { ensureSeeded, resetDatabase } from '.';

let t: TestDatabase;
beforeAll(async () => {
  t = await openTestDatabase();
}, 120_000);
afterAll(() => t.cleanup());

describe(`demo dataset (${testEngine})`, () => {
  it('is loaded once: a second start changes nothing', async () => {
    const [before] = await t.database.db.select({ n: count() }).from(products);
    await expect(ensureSeeded(t.database.db)).resolves.toBe('present');
    const [after] = await t.database.db.select({ n: count() }).from(products);
    expect(after.n).toBe(before.n);
  });

  it('is rebuilt by a reset', async () => {
    await t.database.db.update(products).set({ name: '被改动的名称' });
    await resetDatabase(t.database.db);
    const [n] = await t.database.db.select({ n: count() }).from(users);
    expect(n.n).toBe(4);
    const renamed = await t.database.db.select().from(products).where(eq(products.name, '被改动的名称'));
    expect(renamed).toHaveLength(0);
  });

  it('gives the demo accounts their fixed OWASP hashes, or in a run at a lower test cost, hashes at that cost', async () => {
    const storedHashes = async () => (await t.database.db.select({ hash: users.passwordHash }).from(users).orderBy(users.id)).map((row) => row.hash);
    // This run hashes at jest's test cost (scripts/test/jest-global-setup.cjs).
    for (const hash of await storedHashes()) {
      expect(hash).toMatch(/^scrypt\$4096\$/);
      await expect(verifyPassword(demoPassword, hash)).resolves.toBe(true);
    }
    const cost = process.env.PASSWORD_TEST_COST;
    delete process.env.PASSWORD_TEST_COST;
    try {
      await resetDatabase(t.database.db);
    } finally {
      process.env.PASSWORD_TEST_COST = cost;
    }
    expect(await storedHashes()).toEqual([...demoPasswordHashes]);
  });
});
