import { hashPassword, testCostOf, verifyPassword } from './password';
import { hashingPeak, hashingSlots, withHashingSlot } from './hashing-slots';

describe('password hashing', () => {
  it('hashes at OWASP\'s N, verifies the right password and refuses a wrong one', async () => {
    const stored = await hashPassword('Demo@2026pass', {});
    expect(stored).toMatch(/^scrypt\$131072\$8\$1\$/);
    await expect(verifyPassword('Demo@2026pass', stored)).resolves.toBe(true);
    await expect(verifyPassword('Demo@2026pasS', stored)).resolves.toBe(false);
  });

  it('takes a lower test cost in test mode only, and checks such a hash by its own N', async () => {
    const stored = await hashPassword('Demo@2026pass', { GATEWAY_MODE: 'test', PASSWORD_TEST_COST: '12' });
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
    await expect(hashPassword('Demo@2026pass', { GATEWAY_MODE: 'production', PASSWORD_TEST_COST: '12' })).resolves.toMatch(/^scrypt\$131072\$/);
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
