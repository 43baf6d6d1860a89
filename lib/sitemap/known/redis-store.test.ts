import { createClient } from 'redis';
import { startRedis, startRedisOnFreePort, type RunningRedis } from '@/e2e/helpers/redis';
import { KnownRecorder } from './recorder';
import { knownKeys, openKnownRedisStore } from './redis-store';
import { storeBehaviour } from './store-behaviour';

// The known identifiers in Redis (REDIS_URL), against a real redis-server on loopback: one of this test's
// own, on a free port, never the machine's. Without redis-server the test fails (the test command
// installs it, scripts/ops/ensure-redis.sh); it is never skipped.

let redis: RunningRedis;

beforeAll(async () => {
  redis = await startRedisOnFreePort();
}, 30_000);
afterAll(() => redis?.stop());

let n = 0;
let prefix = '';

describe('the Redis store of known identifiers', () => {
  storeBehaviour(
    async () => openKnownRedisStore({ url: redis.url, prefix: (prefix = `test:${++n}:`) }),
    async () => openKnownRedisStore({ url: redis.url, prefix }),
  );

  it('holds a sorted set of the identifiers, all scored 0, and a hash of their times', async () => {
    const store = openKnownRedisStore({ url: redis.url, prefix: 'shape:' });
    await store.apply({ set: [{ identifier: '88.1/B', time: 2_000 }], add: [{ identifier: '88.1/A', time: 1_000 }], remove: [] });
    const client = createClient({ url: redis.url });
    await client.connect();
    const keys = knownKeys('shape:');
    expect(await client.zRangeWithScores(keys.ids, 0, -1)).toEqual([
      { value: '88.1/A', score: 0 },
      { value: '88.1/B', score: 0 },
    ]);
    expect(await client.hGetAll(keys.times)).toEqual({ '88.1/A': '1000', '88.1/B': '2000' });
    await client.close();
    await store.close();
  });

  it('takes what a recorder heard, writes a repeated read once, removes a 404, and keeps a batch through an outage', async () => {
    const store = openKnownRedisStore({ url: redis.url, prefix: 'recorder:' });
    const applied: number[] = [];
    const counted = { ...store, apply: (batch: Parameters<typeof store.apply>[0]) => (applied.push(batch.set.length + batch.add.length + batch.remove.length), store.apply(batch)) };
    const failures: string[] = [];
    const recorder = new KnownRecorder({ store: counted, flushMs: 60_000, onFailure: (e) => failures.push(e) });
    for (let i = 0; i < 100; i++) recorder.read('88.365.1/DEMO0001', { found: true, updateTime: '2026-01-15 10:32:08' });
    recorder.read('88.365.1/GONE0001', { found: true });
    await recorder.flush();
    expect(applied).toEqual([2]);
    for (let i = 0; i < 100; i++) recorder.read('88.365.1/DEMO0001', { found: true, updateTime: '2026-01-15 10:32:08' });
    await recorder.flush();
    expect(applied).toEqual([2]);
    recorder.read('88.365.1/GONE0001', { found: false });
    await recorder.flush();
    expect((await store.page({ limit: 10 })).map((r) => r.identifier)).toEqual(['88.365.1/DEMO0001']);

    // Redis away: the change waits in memory and goes in once Redis is back.
    const port = Number(new URL(redis.url).port);
    await redis.stop();
    recorder.read('88.365.1/NEW00001', { found: true, updateTime: '2026-02-01 08:00:00' });
    await recorder.flush();
    expect(failures.length).toBeGreaterThan(0);
    redis = await startRedis(port);
    // The server came back empty (nothing kept on disk): what waited is written, nothing else.
    for (let tries = 0; tries < 50 && (await store.count().catch(() => 0)) === 0; tries++) {
      await recorder.flush();
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(await store.page({ limit: 10 })).toEqual([{ identifier: '88.365.1/NEW00001', time: new Date('2026-02-01T00:00:00Z').getTime() }]);
    await store.close();
  }, 30_000);
});
