import { formerStorageSetting, hashPassword, hashPasswordAt, memoryOf, needsRehash, storageSetting, testCostOf, owaspScryptSettings, verifyPassword } from './password';
import { hashingPeak, hashingSlots, withHashingSlot } from './hashing-slots';

const settingOf = (stored: string) => (([N, r, p]) => ({ N, r, p }))(stored.split('$').slice(1, 4).map(Number));
const MiB = 2 ** 20;

// Demo@2026pass as the gateway stored it before decision 0056 (N=2^17, r=8, p=1): the seed's demo hash then.
const formerHash = 'scrypt$131072$8$1$Yic+5U8QdQAt6aF5SGb2mA==$L/ABcqav1bX6eQkgcXW4sbfO+CJZSoACB+5PB4EwZKg=';

describe('password hashing', () => {
  it('stores at 16 MiB a hash at most, with at least the work OWASP asks at that memory, and verifies', async () => {
    const stored = await hashPassword('Demo@2026pass', {});
    const setting = settingOf(stored);
    expect(128 * setting.N * setting.r).toBeLessThanOrEqual(16 * MiB);
    const owasp = owaspScryptSettings.find((o) => o.N * o.r === setting.N * setting.r);
    expect(owasp).toBeDefined();
    expect(setting.N * setting.r * setting.p).toBeGreaterThanOrEqual(owasp!.N * owasp!.r * owasp!.p);
    await expect(verifyPassword('Demo@2026pass', stored)).resolves.toBe(true);
    await expect(verifyPassword('Demo@2026pasS', stored)).resolves.toBe(false);
  });

  it('verifies a hash of the former setting and asks for its rehash, not for one of the current setting', async () => {
    expect(settingOf(formerHash)).toEqual(formerStorageSetting);
    await expect(verifyPassword('Demo@2026pass', formerHash)).resolves.toBe(true);
    await expect(verifyPassword('Demo@2026pasS', formerHash)).resolves.toBe(false);
    expect(needsRehash(formerHash, {})).toBe(true);
    expect(needsRehash(await hashPassword('Demo@2026pass', {}), {})).toBe(false);
    // A test run's own cost is its current setting: its hashes are not rehashed at every login.
    const testEnv = { GATEWAY_MODE: 'test', PASSWORD_TEST_COST: '12' };
    expect(needsRehash(await hashPassword('Demo@2026pass', testEnv), testEnv)).toBe(false);
    expect(needsRehash(await hashPasswordAt('Demo@2026pass', storageSetting), testEnv)).toBe(true);
  });

  it('gives scrypt the memory of each hash’s own setting, and refuses a stored setting past the largest of ours unchecked', async () => {
    expect(memoryOf(storageSetting)).toBeLessThan(16 * MiB + 8 * 1024);
    expect(memoryOf(formerStorageSetting)).toBeLessThan(128 * MiB + 8 * 1024);
    const [, , , , salt, hash] = formerHash.split('$');
    for (const [n, r, p] of [
      [2 ** 18, 8, 1],
      [2 ** 17, 8, 2 ** 20],
      [2 ** 17, 16, 1],
      [100_000, 8, 1],
      [1, 8, 1],
      [2 ** 14, 0, 5],
      [2 ** 14, 8, 1.5],
    ]) {
      const started = performance.now();
      await expect(verifyPassword('Demo@2026pass', ['scrypt', n, r, p, salt, hash].join('$'))).resolves.toBe(false);
      expect(performance.now() - started).toBeLessThan(50);
    }
    await expect(verifyPassword('Demo@2026pass', `${formerHash}$more`)).resolves.toBe(false);
  });

  it('takes a lower test cost in test mode only, and checks such a hash by its own N', async () => {
    const stored = await hashPassword('Demo@2026pass', { GATEWAY_MODE: 'test', PASSWORD_TEST_COST: '12' });
    // p=1 at the test cost, not the storage setting's 5: test runs hash as fast as before decision 0056.
    expect(stored).toMatch(/^scrypt\$4096\$8\$1\$/);
    await expect(verifyPassword('Demo@2026pass', stored)).resolves.toBe(true);
    await expect(verifyPassword('Demo@2026pasS', stored)).resolves.toBe(false);
    expect(testCostOf({ NODE_ENV: 'test', PASSWORD_TEST_COST: '12' })).toBe(12);
    for (const env of [
      { GATEWAY_MODE: 'production', PASSWORD_TEST_COST: '12' },
      { DEMO_MODE: 'on', PASSWORD_TEST_COST: '12' },
      { NODE_ENV: 'production', PASSWORD_TEST_COST: '12' },
      { PASSWORD_TEST_COST: '12' },
      { GATEWAY_MODE: 'test', PASSWORD_TEST_COST: '8' },
      { GATEWAY_MODE: 'test', PASSWORD_TEST_COST: '17' },
      { GATEWAY_MODE: 'test', PASSWORD_TEST_COST: '12.5' },
      { GATEWAY_MODE: 'test' },
    ]) {
      expect([env, testCostOf(env)]).toEqual([env, undefined]);
    }
    await expect(hashPassword('Demo@2026pass', { GATEWAY_MODE: 'production', PASSWORD_TEST_COST: '12' })).resolves.toMatch(/^scrypt\$16384\$8\$5\$/);
  });

  it('salts every hash', async () => {
    const [a, b] = await Promise.all([hashPassword('same'), hashPassword('same')]);
    expect(a).not.toBe(b);
  });

  it('refuses a malformed stored value', async () => {
    await expect(verifyPassword('x', 'plain-text')).resolves.toBe(false);
  });
});

describe('hashing under a burst of logins', () => {
  it('runs at most two hashes at once and finishes every one', async () => {
    const stored = await hashPassword('Demo@2026pass');
    hashingPeak(true);
    const results = await Promise.all(Array.from({ length: 6 }, (_, i) => verifyPassword(i === 0 ? 'Demo@2026pass' : `wrong${i}`, stored)));
    expect(results).toEqual([true, false, false, false, false, false]);
    expect(hashingPeak()).toBe(hashingSlots);
  });

  it('passes a freed slot to the one waiting longest', async () => {
    const order: number[] = [];
    const gates = Array.from({ length: 4 }, () => {
      let resolve = () => {};
      const promise = new Promise<void>((r) => (resolve = r));
      return { promise, resolve };
    });
    const runs = gates.map((gate, i) =>
      withHashingSlot(async () => {
        order.push(i);
        await gate.promise;
      }),
    );
    await new Promise((r) => setImmediate(r));
    expect(order).toEqual([0, 1]);
    gates[1].resolve();
    await runs[1];
    await new Promise((r) => setImmediate(r));
    expect(order).toEqual([0, 1, 2]);
    gates.forEach((g) => g.resolve());
    await Promise.all(runs);
    expect(order).toEqual([0, 1, 2, 3]);
  });
});
