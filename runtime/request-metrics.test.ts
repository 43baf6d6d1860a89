import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { valueOf } from '@/core/metrics/value';
import { portalMetrics } from '@/lib/metrics/families';
import { answeredByStep } from './pipeline';
import { answerOf, observeRequests } from './request-metrics';

describe('answerOf', () => {
  const page = (status: number, nextCache?: string, finished = true) => answerOf('/product_scene/88.365.1/DEMO0001', { status, finished, contentType: 'text/html', nextCache });

  it('reads Next’s page cache and counts a render only where one happened', () => {
    expect(page(200, 'HIT')).toEqual({ kind: 'identifier_page', status: '2xx', cache: 'hit', render: undefined });
    // STALE: the old copy went out; the regeneration behind it is no request's render.
    expect(page(200, 'STALE')).toMatchObject({ cache: 'stale', render: undefined });
    expect(page(200, 'MISS')).toMatchObject({ cache: 'miss', render: 'miss' });
    expect(page(404, 'MISS')).toMatchObject({ status: '4xx', render: 'miss' });
  });

  it('counts a page without the header as rendered per request, a redirect as nothing', () => {
    expect(answerOf('/application', { status: 200, finished: true })).toEqual({ kind: 'dynamic_page', status: '2xx', cache: undefined, render: 'dynamic' });
    expect(answerOf('/product_scene', { status: 307, finished: true })).toMatchObject({ render: undefined });
    expect(answerOf('/api/session/me', { status: 200, finished: true })).toMatchObject({ kind: 'api', render: undefined });
    expect(answerOf('/_next/static/chunks/a.js', { status: 200, finished: true })).toMatchObject({ kind: 'static', render: undefined });
  });

  it('counts no render for an answer a step of the runtime room gave itself (a busy 503, a crawler’s 429)', () => {
    expect(answerOf('/product_scene/88.365.1/DEMO0001', { status: 503, finished: true, contentType: 'text/html', byStep: true })).toMatchObject({ kind: 'identifier_page', status: '5xx', render: undefined });
    expect(answerOf('/product_scene/88.365.1/DEMO0001', { status: 503, finished: true, contentType: 'text/html' })).toMatchObject({ render: 'dynamic' });
  });

  it('says aborted when the client left before the last byte', () => {
    expect(page(200, undefined, false).status).toBe('aborted');
  });
});

describe('observeRequests', () => {
  let server: Server;
  let origin: string;

  beforeAll(async () => {
    observeRequests();
    // Stands in for Next: answers as it does for a cached page, a rendered one and a file.
    server = createServer((req, res) => {
      if (req.url?.endsWith('BUSY')) {
        // As runtime/load-shedding.ts answers, before Next.
        answeredByStep(res);
        res.writeHead(503, { 'content-type': 'text/html' });
        return res.end('busy');
      }
      if (req.url?.startsWith('/product_scene/')) res.setHeader('x-nextjs-cache', req.url.endsWith('HIT') ? 'HIT' : 'MISS');
      res.setHeader('content-type', req.url?.endsWith('.js') ? 'text/javascript' : 'text/html');
      res.end('ok');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('times every request of the process’s servers by kind, and counts cache answers and renders', async () => {
    const m = portalMetrics();
    const count = () =>
      Promise.all([
        valueOf(m.requestDuration, { kind: 'identifier_page', status: '2xx' }, 'count'),
        valueOf(m.requestDuration, { kind: 'static', status: '2xx' }, 'count'),
        valueOf(m.cacheAnswers, { layer: 'page', kind: 'identifier_page', result: 'hit' }),
        valueOf(m.renders, { kind: 'identifier_page', cause: 'miss' }),
        valueOf(m.renders, { kind: 'content_page', cause: 'dynamic' }),
        valueOf(m.renders, { kind: 'identifier_page', cause: 'dynamic' }),
      ]);
    const before = await count();
    for (const path of ['/product_scene/88.365.1/HIT', '/product_scene/88.365.1/HIT', '/product_scene/88.365.1/NEW', '/_next/static/chunks/a.js', '/product_scene/88.365.1/BUSY', '/home']) {
      await (await fetch(`${origin}${path}`)).text();
    }
    // A request is recorded at its response's 'close', just after the last byte reached the client.
    const grown = async () => (await count()).map((n, i) => n - before[i]);
    for (let tries = 0; tries < 100 && (await grown())[4] < 1; tries++) await new Promise((resolve) => setTimeout(resolve, 20));
    // The busy 503 is timed (as 5xx) but is no render.
    expect(await grown()).toEqual([3, 1, 2, 1, 1, 0]);
  });
});
