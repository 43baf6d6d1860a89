import type { Result } from '@/lib/gateway/result';
import { keptFor } from './memo';

describe('an answer kept for a while', () => {
  it('asks once within its time, then answers the kept one while a single call refreshes it behind', async () => {
    let clock = 0;
    let calls = 0;
    let answer: Result<number> = { ok: true, data: 1 };
    const load = jest.fn(async () => {
      calls++;
      return answer;
    });
    const kept = keptFor(load, 1_000, () => clock);
    // Concurrent first asks share one call.
    expect(await Promise.all([kept(), kept()])).toEqual([{ ok: true, data: 1 }, { ok: true, data: 1 }]);
    clock = 999;
    expect(await kept()).toEqual({ ok: true, data: 1 });
    expect(calls).toBe(1);
    clock = 1_000;
    answer = { ok: true, data: 2 };
    // Stale: the kept answer at once, and the refresh behind it.
    expect(await kept()).toEqual({ ok: true, data: 1 });
    await Promise.resolve();
    await new Promise((resolve) => setImmediate(resolve));
    expect(calls).toBe(2);
    expect(await kept()).toEqual({ ok: true, data: 2 });
  });

  it('keeps the last good answer through a failed refresh, and says a first failure as it is', async () => {
    let clock = 0;
    const failure: Result<number> = { ok: false, error: { kind: 'network', call: 'sitemapFiles' } };
    const results: Result<number>[] = [failure, { ok: true, data: 7 }, failure];
    const kept = keptFor(async () => results.shift()!, 10, () => clock);
    expect(await kept()).toEqual(failure);
    expect(await kept()).toEqual({ ok: true, data: 7 });
    clock = 20;
    expect(await kept()).toEqual({ ok: true, data: 7 });
    await new Promise((resolve) => setImmediate(resolve));
    expect(await kept()).toEqual({ ok: true, data: 7 });
  });
});
