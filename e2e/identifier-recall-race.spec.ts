import http from 'node:http';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './helpers/test';
import { suitePort, suiteRevalidateSecret } from './helpers/suite';
import { pushRevalidation } from './helpers/revalidate';
import { startGateway, type RunningGateway } from './helpers/gateway';
import { startPortals, type RunningPortal } from './helpers/portal';
import { startRedis, type RunningRedis } from './helpers/redis';

// A recall pushed while a page of the identifier is being rendered from the data before it: the copy that
// render writes must not pass for the page after the recall (runtime/render-starts.cjs). The gateway's
// answer to the render's read is held between the gateway and the portal until the push is done, so the
// render reads the old data, and writes its copy, after the push. Both caches: the shared one (Redis) and
// Next's own file-system cache of a single instance.

const base = suitePort() + 60;
/** Whether a page says its product is recalled (the page is long: a failure prints the yes or no only). */
const recalled = (page: string) => page.includes('该产品在企业召回名单中');
const detailPath = '/platform-console-service/identifier/manager/identifier/detail';
/** Headers of one hop, which the proxy's own connections set for themselves. */
const hopHeaders = ['host', 'connection', 'keep-alive', 'transfer-encoding', 'content-length', 'content-encoding'];
const passed = (headers: Iterable<[string, string]>) => Object.fromEntries([...headers].filter(([name]) => !hopHeaders.includes(name.toLowerCase())));

/** Between the portals and the gateway: hands on every call, except that it holds back one identifier's detail answer until told. */
function holdingProxy(port: number, target: string) {
  let hold: { identifier: string; arrived: () => void; release: Promise<void> } | undefined;
  const server = http.createServer((incoming, outgoing) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', async () => {
      const body = Buffer.concat(chunks);
      const headers = passed(Object.entries(incoming.headers).map(([name, value]) => [name, String(value)]));
      const answer = await fetch(target + incoming.url, { method: incoming.method, headers, body: body.length ? body : undefined });
      const answerBody = Buffer.from(await answer.arrayBuffer());
      const held = hold;
      if (held && incoming.url?.startsWith(detailPath) && body.toString().includes(held.identifier)) {
        hold = undefined;
        held.arrived();
        await held.release;
      }
      outgoing.writeHead(answer.status, passed(answer.headers)).end(answerBody);
    });
  });
  return {
    url: `http://127.0.0.1:${port}`,
    listen: () => new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve)),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
    /** Holds back the next detail answer for `identifier`; resolves once that answer is in hand. */
    holdNext(identifier: string) {
      let arrived!: () => void;
      let release!: () => void;
      const inHand = new Promise<void>((resolve) => (arrived = resolve));
      hold = { identifier, arrived, release: new Promise<void>((resolve) => (release = resolve)) };
      return { inHand, release: () => release() };
    },
  };
}

let gateway: RunningGateway | undefined;
let redis: RunningRedis | undefined;
let proxy: ReturnType<typeof holdingProxy> | undefined;
let shared: RunningPortal | undefined;
let single: RunningPortal | undefined;

test.describe('a recall pushed during a render @desktop-only', () => {
  test.beforeAll(async () => {
    test.setTimeout(240_000);
    [gateway, redis] = await Promise.all([startGateway(base), startRedis(base + 2)]);
    proxy = holdingProxy(base + 1, gateway.url);
    await proxy.listen();
    const env = { GATEWAY_URL: proxy.url, REVALIDATE_SECRET: suiteRevalidateSecret, GATEWAY_TIMEOUT_MS: '10000' };
    [shared, single] = await startPortals([base + 3, base + 4], (port) => (port === base + 3 ? { ...env, REDIS_URL: redis!.url } : env));
  });

  test.afterAll(async () => {
    await shared?.stop();
    await single?.stop();
    await proxy?.close();
    await redis?.stop();
    await gateway?.kill();
  });

  async function push(request: APIRequestContext, portal: RunningPortal, identifier: string) {
    const pushed = await pushRevalidation(request, [identifier], { origin: portal.origin });
    expect(pushed.status()).toBe(200);
  }

  for (const [cache, identifier] of [
    ['shared', '88.365.1/NORECALL'],
    ['single', '88.365.1/SINGLE01'],
  ] as const) {
    test(`the ${cache} cache: the page rendered from the data before the push is not served after it`, async ({ request }) => {
      test.setTimeout(90_000);
      const portal = cache === 'shared' ? shared! : single!;
      const path = `${portal.origin}/product_scene/${identifier}`;
      const held = proxy!.holdNext(identifier);
      const first = request.get(path);
      // The render has read the data as it was, and waits for it.
      await held.inHand;
      const entered = await request.post(`${gateway!.url}/__test/review`, { data: { command: 'recall', args: [identifier, '--reason', '渲染途中的召回'] } });
      expect(await entered.json()).toMatchObject({ success: true });
      await push(request, portal, identifier);
      held.release();
      const rendered = await first;
      expect(rendered.status()).toBe(200);
      // The race happened: this render's page is the one from before the recall.
      expect(recalled(await rendered.text()), 'the render that straddled the push').toBe(false);

      const next = await request.get(path);
      expect(next.status()).toBe(200);
      expect(recalled(await next.text()), 'the next scan after the push').toBe(true);
      // And from then on the copy is the recalled page.
      const again = await request.get(path);
      expect(again.headers()['x-nextjs-cache']).toBe('HIT');
      expect(recalled(await again.text()), 'the scan after that').toBe(true);
    });
  }
});
