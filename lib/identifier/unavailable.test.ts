import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import { markUnavailable, unavailableRegistryKey } from './unavailable';

// scripts/ops/outage-status.cjs as servers run it: preloaded before a plain http server (Next's standalone
// server is one). The server notes failures the way the page does, then answers with the status asked.
const preload = path.resolve('scripts/ops/outage-status.cjs');
const server = `
  const failed = globalThis[Symbol.for('idportal.unavailable-identifiers')] ??= new Map();
  require('node:http').createServer((req, res) => {
    const url = new URL(req.url, 'http://x');
    if (url.searchParams.get('mark')) failed.set(url.searchParams.get('mark'), Date.now() - Number(url.searchParams.get('ago') ?? 0));
    res.statusCode = Number(url.searchParams.get('status') ?? 200);
    if (url.searchParams.get('explicit')) res.writeHead(res.statusCode, 'Internal Server Error', { 'x-explicit': '1' });
    res.end('screen');
  }).listen(0, '127.0.0.1', function () { console.log(this.address().port); });
`;

const children: ChildProcess[] = [];
afterAll(() => children.forEach((c) => c.kill()));

async function startServer(): Promise<number> {
  const child = spawn(process.execPath, ['-r', preload, '-e', server], { stdio: ['ignore', 'pipe', 'inherit'] });
  children.push(child);
  return new Promise((resolve, reject) => {
    child.stdout!.once('data', (chunk: Buffer) => resolve(Number(chunk.toString().trim())));
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
}

function get(port: number, url: string): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: url }, (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
      })
      .on('error', reject);
  });
}

describe('outage-status.cjs', () => {
  let port: number;
  beforeAll(async () => {
    port = await startServer();
  });

  it('sends a 500 for an identifier its gateway just failed for as 503 with Retry-After, body untouched', async () => {
    const failed = await get(port, `/product_scene/88.365.1/NEW%20ONE?status=500&mark=${encodeURIComponent('88.365.1/NEW ONE')}`);
    expect(failed.status).toBe(503);
    expect(failed.headers['retry-after']).toBe('30');
    expect(failed.body).toBe('screen');
    // writeHead called by the server itself, with a reason phrase and headers, is turned the same way.
    const explicit = await get(port, `/product_scene/88.365.1/NEW%20ONE?status=500&explicit=1`);
    expect(explicit.status).toBe(503);
    expect(explicit.headers['x-explicit']).toBe('1');
  });

  it('leaves every other answer as it was', async () => {
    // A fault of the portal itself: no failure noted for this identifier.
    expect((await get(port, '/product_scene/88.365.1/OTHER?status=500')).status).toBe(500);
    // A failure more than a minute old is no evidence about this render.
    expect((await get(port, `/product_scene/88.365.1/OLD?status=500&mark=88.365.1/OLD&ago=61000`)).status).toBe(500);
    // Another address, or a page that did not fail.
    expect((await get(port, `/market?status=500&mark=market`)).status).toBe(500);
    expect((await get(port, `/product_scene/88.365.1/OK?status=200&mark=88.365.1/OK`)).status).toBe(200);
    expect((await get(port, `/product_scene/88.365.1/OK?status=200`)).headers['retry-after']).toBeUndefined();
  });
});

describe('markUnavailable', () => {
  const registry = () => (globalThis as unknown as Record<symbol, Map<string, number>>)[unavailableRegistryKey];
  afterEach(() => registry().clear());

  it('notes the identifier under the key the preload reads', () => {
    expect(unavailableRegistryKey).toBe(Symbol.for('idportal.unavailable-identifiers'));
    markUnavailable('88.365.1/A', 1_000);
    expect(registry().get('88.365.1/A')).toBe(1_000);
  });

  it('stays bounded: past 1,000 entries those older than a minute go, and never more than 10,000 stay', () => {
    for (let i = 0; i < 1_000; i++) markUnavailable(`old/${i}`, 0);
    markUnavailable('recent', 120_000);
    expect(registry().size).toBe(1);
    for (let i = 0; i < 10_050; i++) markUnavailable(`storm/${i}`, 200_000);
    expect(registry().size).toBe(10_000);
    expect(registry().has('storm/10049')).toBe(true);
  });
});
