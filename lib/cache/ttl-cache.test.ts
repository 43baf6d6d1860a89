import { ttlCache } from './ttl-cache';

describe('ttlCache', () => {
  it('serves a kept value until it is older than the ttl', async () => {
    let t = 0;
    const cache = ttlCache<number>({ ttlMs: 1000, max: 10, now: () => t, keep: () => true });
    let calls = 0;
    const load = async () => ++calls;
    expect(await cache.get('a', load)).toBe(1);
    t = 999;
    expect(await cache.get('a', load)).toBe(1);
    t = 1000;
    expect(await cache.get('a', load)).toBe(2);
  });

  it('shares one flight among concurrent misses', async () => {
    const cache = ttlCache<number>({ ttlMs: 1000, max: 10, keep: () => true });
    let calls = 0;
    const load = () => new Promise<number>((resolve) => setTimeout(() => resolve(++calls), 10));
    const values = await Promise.all([cache.get('k', load), cache.get('k', load), cache.get('k', load)]);
    expect(values).toEqual([1, 1, 1]);
  });

  it('does not keep what keep refuses, and drops the oldest beyond max', async () => {
    const cache = ttlCache<number>({ ttlMs: 1000, max: 2, keep: (v) => v > 0 });
    let n = 0;
    expect(await cache.get('x', async () => 0)).toBe(0);
    expect(await cache.get('x', async () => 5)).toBe(5);
    await cache.get('a', async () => ++n);
    await cache.get('b', async () => ++n);
    await cache.get('c', async () => ++n);
    expect(await cache.get('x', async () => 9)).toBe(9);
  });
});
