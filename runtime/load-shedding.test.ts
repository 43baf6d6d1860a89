import type { ServerResponse } from 'node:http';
import net from 'node:net';
import { valueOf } from '@/core/metrics/value';
import { portalMetrics } from '@/lib/metrics/families';
import { busyRetrySeconds, loadShedding, perClientShare } from './load-shedding';
import { installPipeline } from './install';
import { closeAll, request, TestServer } from './test-server';

// Two identifier requests at most, in front of a server that holds every identifier answer until told;
// a second server takes four, of them one revalidation.

class ShedServer extends TestServer {}
const shedding = loadShedding(2, () => "default-src 'self'");
installPipeline([shedding.step], ShedServer.prototype);

class RevalidationServer extends TestServer {}
const revalidations = loadShedding(4, () => "default-src 'self'", { revalidations: 1 });
installPipeline([revalidations.step], RevalidationServer.prototype);

class ShareServer extends TestServer {}
const shares = loadShedding(4, () => "default-src 'self'", { clientOf: (req) => req.socket.remoteAddress ?? 'unknown' });
installPipeline([shares.step], ShareServer.prototype);

const held: ServerResponse[] = [];
let port: number;
let revalidationPort: number;
let sharePort: number;
let servers: TestServer[];

beforeAll(async () => {
  const handler = (req: { url?: string }, res: ServerResponse) => {
    if (req.url?.startsWith('/product_scene/')) held.push(res);
    else res.end('other');
  };
  servers = [new ShedServer(handler), new RevalidationServer(handler), new ShareServer(handler)];
  [port, revalidationPort, sharePort] = await Promise.all(
    servers.map((server) => new Promise<number>((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as { port: number }).port)))),
  );
});
afterAll(() => closeAll(servers));

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

describe('a client that does not read its answers (issue 61 item 1)', () => {
  /** A connection that asks for `path` and reads nothing of the answer. */
  const unread = (path: string) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.on('error', () => undefined);
    socket.pause();
    socket.write(`GET ${path} HTTP/1.1\r\nHost: test\r\n\r\n`);
    return socket;
  };

  it('holds no slot once its answer is written, however long it leaves it unread', async () => {
    const sockets = ['A', 'B'].map((code) => unread(`/product_scene/88.365.1/${code}`));
    await until(() => held.length === 2);
    expect(shedding.inFlight()).toBe(2);
    // Answers larger than the connection's buffers: the write is left waiting on the client.
    for (const res of held.splice(0)) res.end(Buffer.alloc(32 * 1024 * 1024, 'x'));
    await until(() => shedding.inFlight() === 0);
    expect(shedding.inFlight()).toBe(0);
    // Another visitor's scan is taken, not shed.
    const scan = request(port, '/product_scene/88.365.1/C');
    await until(() => held.length === 1);
    held.shift()!.end('page C');
    expect((await scan).status).toBe(200);
    for (const socket of sockets) socket.destroy();
  });

  it('lets go of a slot while a streamed answer waits for it to read, not when the connection closes', async () => {
    const socket = unread('/product_scene/88.365.1/STREAM');
    await until(() => held.length === 1);
    const res = held.shift()!;
    let taken = true;
    for (let i = 0; i < 64 && taken; i++) taken = res.write(Buffer.alloc(1024 * 1024, 'x'));
    expect(taken).toBe(false);
    expect(shedding.inFlight()).toBe(0);
    socket.destroy();
    res.destroy();
  });
});

describe('one client’s share', () => {
  it('is all but a quarter of the limit: past it only that client is shed, and another is still taken', async () => {
    expect(perClientShare(16)).toBe(12);
    expect(perClientShare(2)).toBe(1);
    expect(perClientShare(1)).toBe(1);
    const mine = ['A', 'B', 'C'].map((code) => request(sharePort, `/product_scene/88.365.1/${code}`, { from: '127.0.0.2' }));
    await until(() => held.length === 3);
    const before = await valueOf(portalMetrics().limitRefusals, { door: 'client_share' });
    const past = await request(sharePort, '/product_scene/88.365.1/D', { from: '127.0.0.2' });
    expect(past.status).toBe(503);
    expect(past.headers['retry-after']).toBe(String(busyRetrySeconds));
    expect(await valueOf(portalMetrics().limitRefusals, { door: 'client_share' })).toBe(before + 1);
    // Someone else gets the slot that is left.
    const other = request(sharePort, '/product_scene/88.365.1/E', { from: '127.0.0.3' });
    await until(() => held.length === 4);
    expect(shares.inFlight()).toBe(4);
    for (const res of held.splice(0)) res.end('page');
    for (const answer of await Promise.all([...mine, other])) expect(answer.status).toBe(200);
    // Once answered, the client's share is whole again.
    await until(() => shares.inFlight() === 0);
    const again = request(sharePort, '/product_scene/88.365.1/F', { from: '127.0.0.2' });
    await until(() => held.length === 1);
    held.shift()!.end('page');
    expect((await again).status).toBe(200);
  });
});

describe('revalidations past their own cap', () => {
  const etag = { 'if-none-match': 'W/"v1"' };

  it('are deferred with the quick 503 while scans and payloads are still taken', async () => {
    const revalidation = request(revalidationPort, '/product_scene/88.365.1/A', { headers: etag });
    await until(() => held.length === 1);
    expect(revalidations.revalidating()).toBe(1);

    const deferredBefore = await valueOf(portalMetrics().limitRefusals, { door: 'revalidation' });
    for (const headers of [etag, { 'if-modified-since': new Date(0).toUTCString() }]) {
      const deferred = await request(revalidationPort, '/product_scene/88.365.1/B', { headers });
      expect(deferred.status).toBe(503);
      expect(deferred.headers['retry-after']).toBe(String(busyRetrySeconds));
      expect(deferred.headers['cache-control']).toBe('no-store');
    }
    expect(await valueOf(portalMetrics().limitRefusals, { door: 'revalidation' })).toBe(deferredBefore + 2);

    // A scan without a validator, and a page's payload with one, are not revalidations.
    const scan = request(revalidationPort, '/product_scene/88.365.1/C');
    const payload = request(revalidationPort, '/product_scene/88.365.1/D', { headers: { ...etag, rsc: '1' } });
    await until(() => held.length === 3);
    expect(revalidations.inFlight()).toBe(3);
    expect(revalidations.revalidating()).toBe(1);

    // Once the revalidation is answered, the next one is taken again.
    held.shift()!.end('page A');
    expect((await revalidation).status).toBe(200);
    await until(() => revalidations.revalidating() === 0);
    const next = request(revalidationPort, '/product_scene/88.365.1/E', { headers: etag });
    await until(() => held.length === 3);
    expect(revalidations.revalidating()).toBe(1);
    for (const res of held.splice(0)) res.end('page');
    for (const answer of await Promise.all([scan, payload, next])) expect(answer.status).toBe(200);
    await until(() => revalidations.inFlight() === 0);
    expect(revalidations.revalidating()).toBe(0);
  });

  it('count towards the whole limit, which refuses as busy before their own cap is reached', async () => {
    const scans = ['A', 'B', 'C', 'D'].map((code) => request(revalidationPort, `/product_scene/88.365.1/${code}`));
    await until(() => held.length === 4);
    const busyBefore = await valueOf(portalMetrics().limitRefusals, { door: 'busy' });
    expect((await request(revalidationPort, '/product_scene/88.365.1/E', { headers: etag })).status).toBe(503);
    expect(await valueOf(portalMetrics().limitRefusals, { door: 'busy' })).toBe(busyBefore + 1);
    expect(revalidations.revalidating()).toBe(0);
    for (const res of held.splice(0)) res.end('page');
    await Promise.all(scans);
  });
});
