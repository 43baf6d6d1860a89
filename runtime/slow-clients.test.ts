import net from 'node:net';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { valueOf } from '@/core/metrics/value';
import { portalMetrics } from '@/lib/metrics/families';
import { installPipeline } from './install';
import { slowClients } from './slow-clients';
import { closeAll, TestServer } from './test-server';

// A server whose answers are held until the test lets them go, behind the pipeline with a watch on its
// clients; the clock of the watch is the test's, and its sweeps are the test's calls.

let clock = 0;
const clients = slowClients({ maxWaiting: 3, minBytes: 64 * 1024, windowMs: 10_000, sweepMs: 0, headersTimeoutMs: 7_000, requestTimeoutMs: 9_000, now: () => clock });
class WatchedServer extends TestServer {}
installPipeline([], WatchedServer.prototype, clients);

const seen: string[] = [];
const held: ServerResponse[] = [];
const large = Buffer.alloc(32 * 1024 * 1024, 'x');
let server: WatchedServer;
let port: number;

beforeAll(async () => {
  server = new WatchedServer((req: IncomingMessage, res: ServerResponse) => {
    seen.push(req.url ?? '');
    if (req.url === '/large') res.end(large);
    else held.push(res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as net.AddressInfo).port;
});
afterAll(async () => {
  clients.stop();
  await closeAll([server]);
});
beforeEach(() => {
  seen.length = 0;
  held.length = 0;
});

const until = async (check: () => boolean) => {
  for (let i = 0; i < 400 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 5));
  return check();
};

/** A connection that sends `paths` pipelined, reads what comes back into `received`, and says when it closed. */
function pipelined(paths: string[]) {
  const socket = net.connect(port, '127.0.0.1');
  let received = '';
  let closed = false;
  socket.on('data', (chunk) => (received += chunk.toString()));
  socket.on('close', () => (closed = true));
  socket.on('error', () => undefined);
  socket.write(paths.map((p) => `GET ${p} HTTP/1.1\r\nHost: test\r\n\r\n`).join(''));
  return { socket, received: () => received, closed: () => closed };
}

describe('a client’s pipelined requests', () => {
  it('reach the server one at a time, each once the answer before it has gone out', async () => {
    const client = pipelined(['/a', '/b', '/c']);
    await until(() => seen.length === 1);
    // The two behind the unanswered first are parsed, but nothing works on them.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(seen).toEqual(['/a']);
    held.shift()!.end('answer-A');
    await until(() => seen.length === 2);
    expect(seen).toEqual(['/a', '/b']);
    held.shift()!.end('answer-B');
    await until(() => seen.length === 3);
    held.shift()!.end('answer-C');
    await until(() => client.received().includes('answer-C'));
    expect(client.received().match(/HTTP\/1\.1 200/g)).toHaveLength(3);
    client.socket.destroy();
  });

  it('close the connection past the few that may wait behind one answer', async () => {
    const before = await valueOf(portalMetrics().limitRefusals, { door: 'pipelined' });
    const client = pipelined(['/1', '/2', '/3', '/4', '/5', '/6']);
    expect(await until(() => client.closed())).toBe(true);
    // The first was being worked on; none of the five behind it was.
    expect(seen).toEqual(['/1']);
    expect(await valueOf(portalMetrics().limitRefusals, { door: 'pipelined' })).toBe(before + 1);
  });
});

// Another server behind a watch that lets many wait, whose answers end at once: a queue of pipelined requests
// then runs through by itself, each started when the answer before it has gone out.
class FairServer extends TestServer {}
installPipeline([], FairServer.prototype, slowClients({ maxWaiting: 64, sweepMs: 0 }));

describe('a client’s queue of pipelined requests', () => {
  it('takes turns with the other connections: a request that came meanwhile is not served after the whole queue', async () => {
    const order: string[] = [];
    const queue = Array.from({ length: 40 }, (_, i) => `/queued${i}`);
    const fair = new FairServer((req: IncomingMessage, res: ServerResponse) => {
      order.push(req.url ?? '');
      // The visitor asks the moment the queue's first request is being answered: before the rest of it.
      if (req.url === '/queued0') visitor.write('GET /visitor HTTP/1.1\r\nHost: test\r\n\r\n');
      res.end('ok');
    });
    await new Promise<void>((resolve) => fair.listen(0, '127.0.0.1', resolve));
    const fairPort = (fair.address() as net.AddressInfo).port;
    const visitor = net.connect(fairPort, '127.0.0.1');
    const queued = net.connect(fairPort, '127.0.0.1');
    try {
      await new Promise((resolve) => visitor.once('connect', resolve));
      queued.on('data', () => undefined);
      queued.write(queue.map((p) => `GET ${p} HTTP/1.1\r\nHost: test\r\n\r\n`).join(''));
      await until(() => order.length === queue.length + 1);
      // Before, each queued request started in the tick its predecessor's answer went out, and the visitor's
      // came after all 40 (the standalone server held a scan 1.2 s behind one client's burst on CI).
      expect(order.indexOf('/visitor')).toBeLessThan(10);
    } finally {
      queued.destroy();
      visitor.destroy();
      await closeAll([fair]);
    }
  });
});

describe('a client that does not read its answers', () => {
  it('is closed once a window passes without its buffered answer moving, and counted', async () => {
    const before = await valueOf(portalMetrics().limitRefusals, { door: 'slow_reader' });
    const client = pipelined(['/large']);
    client.socket.pause();
    await until(() => seen.length === 1);
    clock = 1_000_000;
    clients.sweep();
    clock += 9_000;
    clients.sweep();
    expect(client.closed()).toBe(false);
    clock += 1_000;
    clients.sweep();
    // A paused client learns of it once it reads again: the connection ends short of the answer.
    client.socket.resume();
    expect(await until(() => client.closed())).toBe(true);
    expect(client.received().length).toBeLessThan(large.length);
    expect(await valueOf(portalMetrics().limitRefusals, { door: 'slow_reader' })).toBe(before + 1);
  });

  it('is left alone while it reads, however slowly the clock says it goes', async () => {
    const client = pipelined(['/large']);
    client.socket.pause();
    await until(() => seen.length === 1);
    clock = 2_000_000;
    clients.sweep();
    for (let i = 0; i < 12 && !client.received().endsWith('x'.repeat(16)); i++) {
      // Read for a moment, then ten seconds pass: every window sees the buffer move.
      client.socket.resume();
      await new Promise((resolve) => setTimeout(resolve, 20));
      client.socket.pause();
      clock += 10_000;
      clients.sweep();
      expect(client.closed()).toBe(false);
    }
    client.socket.resume();
    expect(await until(() => client.received().length > large.length)).toBe(true);
    expect(client.closed()).toBe(false);
    client.socket.destroy();
  });
});

describe('slow requests', () => {
  it('are bounded by the server’s header and request timeouts, set at its first connection', () => {
    expect(server.headersTimeout).toBe(7_000);
    expect(server.requestTimeout).toBe(9_000);
  });

  it('forget a connection once it closes', async () => {
    const client = pipelined(['/x']);
    await until(() => seen.length === 1);
    const watched = clients.watched();
    client.socket.destroy();
    await until(() => clients.watched() === watched - 1);
    expect(clients.watched()).toBe(watched - 1);
    held.shift()?.destroy();
  });
});
