import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings';
import { createClient } from 'redis';
import { startRedisOnFreePort, type RunningRedis } from '@/e2e/helpers/redis';
import { pruneExpiredFields } from './shared-index-pruning.cjs';

// The library's Redis handler, as cache-handler.mjs makes it, against a redis-server of this test's own:
// what its index hashes keep of entries Redis has expired, with and without the pruning.

let redis: RunningRedis;
let client: ReturnType<typeof createClient>;

beforeAll(async () => {
  redis = await startRedisOnFreePort();
  client = createClient({ url: redis.url });
  await client.connect();
}, 30_000);
afterAll(async () => {
  await client?.quit();
  await redis?.stop();
});

type Handler = ReturnType<typeof createRedisHandler>;
type Stored = Parameters<Handler['set']>[1];

/** A data entry as unstable_cache writes it, expiring `seconds` from now. */
function dataEntry(seconds: number): Stored {
  const now = Math.floor(Date.now() / 1000);
  return {
    lastModified: Date.now(),
    lifespan: { lastModifiedAt: now, staleAt: now + seconds, expireAt: now + seconds, staleAge: seconds, expireAge: seconds, revalidate: seconds },
    tags: ['identifier:88.365.1/DEMO0001'],
    value: { kind: 'FETCH', data: { headers: {}, body: '{"ok":true}', status: 200, url: '' }, revalidate: seconds },
  } as unknown as Stored;
}

const fields = async (prefix: string) => [await client.hLen(`${prefix}__sharedTags__`), await client.hLen(`${prefix}__sharedTagsTtl__`)];

async function writeThree(prefix: string): Promise<Handler> {
  const handler = createRedisHandler({ client: client as never, keyPrefix: prefix });
  await handler.set('gone-1', dataEntry(1));
  await handler.set('gone-2', dataEntry(1));
  await handler.set('kept', dataEntry(3600));
  expect(await fields(prefix)).toEqual([3, 3]);
  // Redis expires the two short entries (EXPIREAT is in whole seconds).
  await new Promise((resolve) => setTimeout(resolve, 2_200));
  expect(await client.exists([`${prefix}gone-1`, `${prefix}gone-2`, `${prefix}kept`])).toBe(1);
  return handler;
}

describe('the shared cache’s index of entries', () => {
  it('keeps the fields of entries Redis has expired, by itself', async () => {
    await writeThree('alone:');
    // If a later version of the library prunes them itself, the pruning below is no longer needed.
    expect(await fields('alone:')).toEqual([3, 3]);
  });

  it('loses them at the next pruning, and keeps the live entry and its fields', async () => {
    const handler = await writeThree('pruned:');
    const stop = pruneExpiredFields(handler, { everyMs: 50 });
    try {
      const deadline = Date.now() + 5_000;
      while (Date.now() < deadline && (await fields('pruned:'))[1] !== 1) await new Promise((resolve) => setTimeout(resolve, 50));
      expect(await fields('pruned:')).toEqual([1, 1]);
    } finally {
      stop();
    }
    expect(await client.hExists('pruned:__sharedTags__', 'kept')).toBeTruthy();
    expect(await handler.get('kept', { implicitTags: [] })).toMatchObject({ tags: ['identifier:88.365.1/DEMO0001'] });
  });

  it('runs one pruning at a time, and goes on after one that failed', async () => {
    let calls = 0;
    let running = 0;
    let most = 0;
    const slow = {
      prepare: async () => {
        calls += 1;
        running += 1;
        most = Math.max(most, running);
        await new Promise((resolve) => setTimeout(resolve, 120));
        running -= 1;
        if (calls === 1) throw new Error('Redis client is not ready yet or connection is lost');
      },
    };
    const stop = pruneExpiredFields(slow, { everyMs: 20 });
    await new Promise((resolve) => setTimeout(resolve, 500));
    stop();
    expect(most).toBe(1);
    expect(calls).toBeGreaterThanOrEqual(2);
  });
});
