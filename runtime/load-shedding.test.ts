import type { ServerResponse } from 'node:http';
import { valueOf } from '@/core/metrics/value';
import { portalMetrics } from '@/lib/metrics/families';
import { busyRetrySeconds, loadShedding } from './load-shedding';
import { installPipeline } from './install';
import { closeAll, request, TestServer } from './test-server';

// Two identifier requests at most, in front of a server that holds every identifier answer until told.

class ShedServer extends TestServer {}
const shedding = loadShedding(2, () => "default-src 'self'");
installPipeline([shedding.step], ShedServer.prototype);

const held: ServerResponse[] = [];
let port: number;
let server: ShedServer;

beforeAll(async () => {
  server = new ShedServer((req, res) => {
    if (req.url?.startsWith('/product_scene/')) held.push(res);
    else res.end('other');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as { port: number }).port;
});
afterAll(() => closeAll([server]));

const until = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 5));
};

describe('load shedding of identifier pages', () => {
  it('answers one request past the limit at once with 503, Retry-After and a screen that retries by itself', async () => {
    const first = request(port, '/product_scene/88.365.1/A');
    const second = request(port, '/product_scene/88.365.1/B?x=1', { headers: { rsc: '1' } });
    await until(() => held.length === 2);
    expect(shedding.inFlight()).toBe(2);

    const refusedBefore = await valueOf(portalMetrics().limitRefusals, { door: 'busy' });
    const shed = await request(port, '/product_scene/88.365.1/C');
    expect(shed.status).toBe(503);
    // Counted as the portal's refusal, and as an answer of its own, not a render.
    expect(await valueOf(portalMetrics().limitRefusals, { door: 'busy' })).toBe(refusedBefore + 1);
    expect(shed.headers['retry-after']).toBe(String(busyRetrySeconds));
    expect(shed.headers['cache-control']).toBe('no-store');
    expect(shed.headers['content-security-policy']).toBe("default-src 'self'");
    expect(shed.body).toContain(`<meta http-equiv="refresh" content="${busyRetrySeconds}">`);
    expect(shed.body).toContain('<h1>当前查询人数较多</h1>');
    expect(shed.body).toContain(`页面将在 ${busyRetrySeconds} 秒后自动重试`);
    // Other pages are not counted nor refused.
    expect((await request(port, '/home')).body).toBe('other');

    // Once one is answered, the next is taken again.
    held.shift()!.end('page A');
    expect((await first).body).toBe('page A');
    await until(() => shedding.inFlight() === 1);
    const third = request(port, '/product_scene/88.365.1/D');
    await until(() => held.length === 2);
    for (const res of held.splice(0)) res.end('page');
    expect((await second).status).toBe(200);
    expect((await third).status).toBe(200);
    await until(() => shedding.inFlight() === 0);
    expect(shedding.inFlight()).toBe(0);
  });

  it('counts a request whose client left as done', async () => {
    const controller = new AbortController();
    const left = fetch(`http://127.0.0.1:${port}/product_scene/88.365.1/GONE`, { signal: controller.signal }).catch(() => 'aborted');
    await until(() => held.length === 1);
    expect(shedding.inFlight()).toBe(1);
    controller.abort();
    expect(await left).toBe('aborted');
    await until(() => shedding.inFlight() === 0);
    expect(shedding.inFlight()).toBe(0);
    held.splice(0).forEach((res) => res.destroy());
  });
});
