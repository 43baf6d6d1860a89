import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { compressedResponses } from './compressed-responses';

// The middleware in front of a stand-in for Next: the build's files from a folder like .next/static (with
// the build's .br and .gz copies), everything else compressed on the way out.

const script = `console.log(${JSON.stringify('标识解析 '.repeat(400))});`;
const page = `<!doctype html><html><body>${'<p>工业互联网标识</p>'.repeat(300)}</body></html>`;
let root: string;
let staticDir: string;
let server: http.Server;
let port: number;
const seenByNext: string[] = [];

/** Next's stand-in: a page streamed in two parts, the first flushed at once; a 404 for anything else. */
function next(req: IncomingMessage, res: ServerResponse & { flush?: () => void }) {
  seenByNext.push(`${req.method} ${req.url}`);
  if (req.url === '/page') {
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.write(page.slice(0, 200));
    res.flush?.();
    setTimeout(() => res.end(page.slice(200)), 300);
    return;
  }
  res.statusCode = 404;
  res.end('not found');
}

beforeAll(async () => {
  root = mkdtempSync(path.join(os.tmpdir(), 'compressed-responses-'));
  staticDir = path.join(root, 'static');
  mkdirSync(path.join(staticDir, 'chunks'), { recursive: true });
  // Beside the build's folder, where a path with dots would lead.
  writeFileSync(path.join(root, 'secret.txt'), 'not for the web');
  const file = path.join(staticDir, 'chunks', 'app.js');
  writeFileSync(file, script);
  writeFileSync(`${file}.br`, zlib.brotliCompressSync(script));
  writeFileSync(`${file}.gz`, zlib.gzipSync(script));
  const handle = compressedResponses(staticDir);
  server = http.createServer((req, res) => handle(req, res, () => next(req, res)));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(root, { recursive: true, force: true });
});

beforeEach(() => {
  seenByNext.length = 0;
});

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  /** Milliseconds from the request to the first bytes of the body. */
  firstBytesAfter: number;
}

/** A raw request: the path as written (a URL would resolve its dots), the body as sent (fetch would decode it). */
function get(pathname: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const req = http.request({ host: '127.0.0.1', port, path: pathname, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      let firstBytesAfter = -1;
      res.on('data', (chunk: Buffer) => {
        if (firstBytesAfter < 0) firstBytesAfter = Date.now() - started;
        chunks.push(chunk);
      });
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks), firstBytesAfter }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** The body as the client reads it, decoded by its Content-Encoding. */
function decoded({ headers, body }: Answer): string {
  const decode = { br: zlib.brotliDecompressSync, gzip: zlib.gunzipSync }[headers['content-encoding'] ?? ''] ?? ((raw: Buffer) => raw);
  return decode(body).toString();
}

describe('the build’s files', () => {
  it('are sent as the build’s Brotli copy to a browser that takes it, with the headers every path has', async () => {
    const answer = await get('/_next/static/chunks/app.js', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.body.length).toBe(zlib.brotliCompressSync(script).length);
    expect(decoded(answer)).toBe(script);
    expect(answer.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(answer.headers['vary']).toBe('Accept-Encoding');
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['content-security-policy']).toContain("object-src 'none'");
    expect(seenByNext).toEqual([]);
  });

  it('are sent as gzip, or as they are, to clients that take nothing better', async () => {
    const gzip = await get('/_next/static/chunks/app.js', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(decoded(gzip)).toBe(script);
    const plain = await get('/_next/static/chunks/app.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(decoded(plain)).toBe(script);
  });

  it('answer HEAD with the headers alone', async () => {
    const head = await get('/_next/static/chunks/app.js', { 'accept-encoding': 'br' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.body.length).toBe(0);
  });

  it('leave to Next what the build did not write, and every other method', async () => {
    expect((await get('/_next/static/chunks/other.js')).status).toBe(404);
    expect((await get('/_next/static/chunks/../../secret.txt')).status).toBe(404);
    expect((await get('/_next/static/chunks/app.js', {}, 'POST')).status).toBe(404);
    expect((await get('/_next/static/chunks/%2e%2e/%2e%2e/secret.txt')).status).toBe(404);
    expect(seenByNext).toEqual([
      'GET /_next/static/chunks/other.js',
      'GET /_next/static/chunks/../../secret.txt',
      'POST /_next/static/chunks/app.js',
      'GET /_next/static/chunks/%2e%2e/%2e%2e/secret.txt',
    ]);
  });
});

describe('every other answer', () => {
  it('is compressed with Brotli where the browser takes it, gzip where not, and not at all for a client that asks for neither', async () => {
    const brotli = await get('/page', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(decoded(brotli)).toBe(page);
    expect(brotli.body.length).toBeLessThan(zlib.gzipSync(page).length);
    const gzip = await get('/page', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(decoded(gzip)).toBe(page);
    const plain = await get('/page');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(decoded(plain)).toBe(page);
  });

  it('is streamed: what Next flushes reaches the browser before the rest is written', async () => {
    const answer = await get('/page', { 'accept-encoding': 'br' });
    // The stand-in ends the page 300 ms after its first part; that part arrives well before.
    expect(answer.firstBytesAfter).toBeLessThan(250);
    expect(decoded(answer)).toBe(page);
  });
});
