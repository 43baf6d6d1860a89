import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './helpers/test';
import { suitePort, suiteRevalidateSecret } from './helpers/suite';
import { pushRevalidation } from './helpers/revalidate';
import { startPortals, type RunningPortal } from './helpers/portal';
import { startRedis, type RunningRedis } from './helpers/redis';

// Two portal instances sharing one Redis (REDIS_URL; cache-handler.mjs, docs/decisions/0026): an
// identifier rendered on one is served from the cache by the other, a signed push reaches both at
// once, and with Redis gone both keep serving.

const base = suitePort();
let redis: RunningRedis | undefined;
let one: RunningPortal | undefined;
let two: RunningPortal | undefined;

test.describe('identifier pages shared by two instances @desktop-only', () => {
  test.beforeAll(async () => {
    test.setTimeout(240_000);
    redis = await startRedis(base + 35);
    const env = { REDIS_URL: redis.url, REVALIDATE_SECRET: suiteRevalidateSecret };
    [one, two] = await startPortals([base + 36, base + 37], env);
  });

  test.afterAll(async () => {
    await one?.stop();
    await two?.stop();
    await redis?.stop();
  });

  const scan = (request: APIRequestContext, portal: RunningPortal, code: string) => request.get(`${portal.origin}/product_scene/${code}`);

  test('one render serves the fleet, a signed push renders anew on both, and without Redis both keep serving', async ({ request }) => {
    test.setTimeout(120_000);
    const first = await scan(request, one!, '88.365.1/NORECALL');
    expect(first.status()).toBe(200);
    expect(first.headers()['x-nextjs-cache']).toBe('MISS');
    // Read on the other a few seconds later, within the page's 30-second window: fresh there too, and
    // answered with the window the writer gave it (Next took a page it had not rendered itself as stale
    // after 1 s, rendered it again and sent it without Cache-Control; cache-handler.mjs).
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    const other = await scan(request, two!, '88.365.1/NORECALL');
    expect(other.status()).toBe(200);
    expect(other.headers()['x-nextjs-cache']).toBe('HIT');
    expect(other.headers()['cache-control']).toBe(first.headers()['cache-control']);

    const pushed = await pushRevalidation(request, ['88.365.1/NORECALL'], { origin: one!.origin });
    expect(pushed.status()).toBe(200);
    // Answered only once Redis holds the push (Next writes a route's revalidations after its answer).
    expect((await pushed.json()).sharedCache).toBe('written');
    // The very next scan on the other instance is rendered anew: the push reached it through Redis at once
    // (how long that render takes depends on the machine's load, so it is not what is measured here).
    const renewed = await scan(request, two!, '88.365.1/NORECALL');
    expect(renewed.headers()['x-nextjs-cache']).toBe('MISS');
    expect((await scan(request, one!, '88.365.1/NORECALL')).headers()['x-nextjs-cache']).toBe('HIT');
    // Both are still there once every timer of the push has run out (a timeout that rejected after its
    // write had won once ended the process that took the push, cache-handler.mjs).
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    for (const portal of [one!, two!]) expect(() => process.kill(portal.pid, 0), portal.origin).not.toThrow();

    await redis!.stop();
    for (const portal of [one!, two!]) {
      for (const code of ['88.365.1/NORECALL', '88.365.1/SINGLE01']) {
        const answer = await scan(request, portal, code);
        expect({ code, status: answer.status() }).toEqual({ code, status: 200 });
        expect(await answer.text()).toContain(code);
      }
    }
    expect(one!.output()).toContain('shared cache unreachable: serving from this instance');
  });
});
