import type { KnownStore } from './store';

// What both stores of known identifiers must do, run by file-store.test.ts and redis-store.test.ts:
// the same answers in the same key order, so the sitemaps read either the same way.

const t = (iso: string) => new Date(iso).getTime();

export function storeBehaviour(open: () => Promise<KnownStore>, reopen: () => Promise<KnownStore>) {
  it('keeps a time per identifier: set replaces it, add keeps a known one, remove forgets it', async () => {
    const store = await open();
    await store.apply({ set: [{ identifier: '88.1/B', time: t('2026-01-02T00:00:00Z') }], add: [{ identifier: '88.1/A', time: t('2026-01-01T00:00:00Z') }], remove: [] });
    await store.apply({ set: [{ identifier: '88.1/B', time: t('2026-01-03T00:00:00Z') }], add: [{ identifier: '88.1/A', time: t('2027-01-01T00:00:00Z') }, { identifier: '88.1/C', time: t('2026-01-04T00:00:00Z') }], remove: ['88.1/X'] });
    expect(await store.page({ limit: 10 })).toEqual([
      { identifier: '88.1/A', time: t('2026-01-01T00:00:00Z') },
      { identifier: '88.1/B', time: t('2026-01-03T00:00:00Z') },
      { identifier: '88.1/C', time: t('2026-01-04T00:00:00Z') },
    ]);
    await store.apply({ set: [], add: [], remove: ['88.1/B'] });
    expect((await store.page({ limit: 10 })).map((r) => r.identifier)).toEqual(['88.1/A', '88.1/C']);
    expect(await store.count()).toBe(2);
    await store.close();
  });

  it('pages in key order by key: after excluded, through included, at most the limit', async () => {
    const store = await open();
    // Byte order: digits before upper case before lower case, '/' and '.' before digits.
    const keys = ['88.1/a', '88.1/Z', '88.1/A', '88.1/0', '88.10/A', '88.1/A.B', '88.1/A/B', '88.2/A'];
    await store.apply({ set: keys.map((identifier, i) => ({ identifier, time: t('2026-01-01T00:00:00Z') + i * 1000 })), add: [], remove: [] });
    const sorted = [...keys].sort();
    expect((await store.page({ limit: 100 })).map((r) => r.identifier)).toEqual(sorted);
    expect((await store.page({ after: sorted[1], limit: 3 })).map((r) => r.identifier)).toEqual(sorted.slice(2, 5));
    expect((await store.page({ after: sorted[1], through: sorted[3], limit: 10 })).map((r) => r.identifier)).toEqual(sorted.slice(2, 4));
    expect((await store.page({ after: '88.1/B', limit: 10 })).map((r) => r.identifier)).toEqual(sorted.filter((k) => k > '88.1/B'));
    expect(await store.page({ after: sorted[sorted.length - 1], limit: 10 })).toEqual([]);
    await store.close();
  });

  it("works out the files' bounds in one pass: first, last, count and the newest time of each run", async () => {
    const store = await open();
    const keys = Array.from({ length: 7 }, (_, i) => `88.1/K${i}`);
    await store.apply({ set: keys.map((identifier, i) => ({ identifier, time: t('2026-01-01T00:00:00Z') + (i === 1 ? 9 : i) * 60_000 })), add: [], remove: [] });
    expect(await store.files(3)).toEqual([
      { first: '88.1/K0', last: '88.1/K2', count: 3, updateTime: '2026-01-01T00:09:00Z' },
      { first: '88.1/K3', last: '88.1/K5', count: 3, updateTime: '2026-01-01T00:05:00Z' },
      { first: '88.1/K6', last: '88.1/K6', count: 1, updateTime: '2026-01-01T00:06:00Z' },
    ]);
    await store.close();
  });

  it('keeps what it knows across a restart', async () => {
    const first = await open();
    await first.apply({ set: [{ identifier: '88.1/KEPT', time: t('2026-02-01T00:00:00Z') }], add: [], remove: [] });
    await first.close();
    const again = await reopen();
    expect(await again.page({ limit: 10 })).toEqual([{ identifier: '88.1/KEPT', time: t('2026-02-01T00:00:00Z') }]);
    await again.close();
  });
}
