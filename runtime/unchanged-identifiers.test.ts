import { dataValidator, dataVersion, type Validator } from '@/lib/http/validators';
import { conditionalPages } from './conditional-pages';
import { installPipeline } from './install';
import { closeAll, request, TestServer } from './test-server';
import { unchangedIdentifiers } from './unchanged-identifiers';

// nginx asks again for a page whose copy expired, with the version it holds: while the data has that
// version, the answer is a 304 made from one read of it, and the page (Next, here a handler that counts
// what it is asked) is never asked. Behind it stands conditional-pages.ts, as in the portal.

const changed = new Date('2026-01-15T02:32:08Z');
const data = { identifier: '88.365.1/A', scenes: 2 };
const version = dataVersion(data, changed);
const current: { validator: Validator | undefined | Error; down: boolean } = { validator: dataValidator(data, changed), down: false };
const reads: string[] = [];
const outcomes: string[] = [];
const pages: string[] = [];

const unchanged = unchangedIdentifiers({
  currentValidator: async (identifier) => {
    reads.push(identifier);
    if (current.validator instanceof Error) throw current.validator;
    return current.validator;
  },
  gatewayDown: () => current.down,
  count: (result) => outcomes.push(result),
});

class UnchangedServer extends TestServer {}
installPipeline([unchanged.step, conditionalPages()], UnchangedServer.prototype);

let server: UnchangedServer;
let port: number;

beforeAll(async () => {
  server = new UnchangedServer((req, res) => {
    pages.push(req.url ?? '');
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('Cache-Control', 's-maxage=30, stale-while-revalidate=31535970');
    res.setHeader('Vary', 'RSC, Accept-Encoding');
    res.setHeader('x-nextjs-cache', 'STALE');
    res.end(`<!DOCTYPE html><html><head></head><body><div data-idportal-version="${version}">page</div></body></html>`);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as { port: number }).port;
});
afterAll(() => closeAll([server]));

beforeEach(() => {
  current.validator = dataValidator(data, changed);
  current.down = false;
  reads.length = 0;
  outcomes.length = 0;
  pages.length = 0;
});

const etag = dataValidator(data, changed).etag;
const path = '/product_scene/88.365.1/A';

describe('an identifier page asked again while its data is unchanged', () => {
  it('passes every request to the page until a page has shown the headers a 304 must repeat', async () => {
    expect(unchanged.learned()).toEqual({});
    const first = await request(port, path, { headers: { 'if-none-match': etag } });
    expect(first.status).toBe(304);
    expect(pages).toEqual([path]);
    expect(reads).toEqual([]);
    // Learned from that 304 of the page's own (every request behind nginx may be conditional).
    expect(unchanged.learned()).toEqual({ 'cache-control': 's-maxage=30, stale-while-revalidate=31535970, max-age=0', vary: 'RSC, Accept-Encoding' });
  });

  it('answers 304 from one read of the data, without asking the page, repeating its lifetime and validators', async () => {
    for (const headers of [{ 'if-none-match': etag }, { 'if-none-match': `W/"older", ${etag}` }, { 'if-modified-since': changed.toUTCString() }]) {
      const again = await request(port, path, { headers });
      expect({ headers, status: again.status }).toEqual({ headers, status: 304 });
      expect(again.body).toBe('');
      expect(again.headers.etag).toBe(etag);
      expect(again.headers['last-modified']).toBe('Thu, 15 Jan 2026 02:32:08 GMT');
      expect(again.headers['cache-control']).toBe('s-maxage=30, stale-while-revalidate=31535970, max-age=0');
      expect(again.headers.vary).toBe('RSC, Accept-Encoding');
      expect(again.headers['x-nextjs-cache']).toBeUndefined();
    }
    expect(pages).toEqual([]);
    expect(reads).toEqual(['88.365.1/A', '88.365.1/A', '88.365.1/A']);
    expect(outcomes).toEqual(['unchanged', 'unchanged', 'unchanged']);
  });

  it('leaves a changed version and a failed read to the page', async () => {
    current.validator = dataValidator({ ...data, recalled: true }, new Date('2026-02-01T00:00:00Z'));
    expect((await request(port, path, { headers: { 'if-none-match': etag } })).status).toBe(304);
    expect((await request(port, path, { headers: { 'if-modified-since': changed.toUTCString() } })).status).toBe(304);
    current.validator = undefined;
    await request(port, path, { headers: { 'if-none-match': etag } });
    current.validator = new Error('gateway timed out');
    await request(port, path, { headers: { 'if-none-match': etag } });
    // Each reached the page (whose copy, here still the old version, conditional-pages.ts answered).
    expect(pages).toHaveLength(4);
    expect(reads).toHaveLength(4);
    expect(outcomes).toEqual(['changed', 'changed', 'unread', 'unread']);
  });

  it('while the gateway is down, reads nothing and answers 304 only to the version of the page last sent', async () => {
    current.down = true;
    // The page last sent for A (by the page, in the test before) had this version.
    const kept = await request(port, path, { headers: { 'if-none-match': etag } });
    expect(kept.status).toBe(304);
    expect(kept.headers.etag).toBe(etag);
    expect(kept.headers['cache-control']).toBe('s-maxage=30, stale-while-revalidate=31535970, max-age=0');
    // Another version, or an identifier whose page this process never sent: the page's to answer.
    await request(port, path, { headers: { 'if-none-match': 'W/"another-version"' } });
    await request(port, '/product_scene/88.365.1/B', { headers: { 'if-none-match': etag } });
    expect(reads).toEqual([]);
    expect(pages).toEqual([path, '/product_scene/88.365.1/B']);
    expect(outcomes).toEqual(['kept', 'unread', 'unread']);
  });

  it('remembers the last page of a bounded number of identifiers, the oldest forgotten first', async () => {
    const small = unchangedIdentifiers({ currentValidator: async () => dataValidator(data, changed), gatewayDown: () => current.down, remembered: 2 });
    class SmallServer extends TestServer {}
    installPipeline([small.step, conditionalPages()], SmallServer.prototype);
    const smallServer = new SmallServer((req, res) => {
      pages.push(req.url ?? '');
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.setHeader('Cache-Control', 's-maxage=30');
      res.end(`<html><body><div data-idportal-version="${version}">page</div></body></html>`);
    });
    await new Promise<void>((resolve) => smallServer.listen(0, '127.0.0.1', resolve));
    try {
      const smallPort = (smallServer.address() as { port: number }).port;
      for (const code of ['C1', 'C2', 'C3']) expect((await request(smallPort, `/product_scene/88.365.1/${code}`)).status).toBe(200);
      current.down = true;
      const statuses = [];
      for (const code of ['C3', 'C2', 'C1']) statuses.push((await request(smallPort, `/product_scene/88.365.1/${code}`, { headers: { 'if-none-match': etag } })).status);
      // C1 was forgotten: its request went to the page (which answered 304 from its own copy).
      expect(statuses).toEqual([304, 304, 304]);
      expect(pages.slice(3)).toEqual(['/product_scene/88.365.1/C1']);
    } finally {
      await closeAll([smallServer]);
    }
  });

  it('reads nothing for a first visit, RSC, HEAD, another page or an address that names no identifier', async () => {
    expect((await request(port, path)).status).toBe(200);
    await request(port, path, { headers: { rsc: '1', 'if-none-match': etag } });
    await request(port, path, { method: 'HEAD', headers: { 'if-none-match': etag } });
    await request(port, '/news', { headers: { 'if-none-match': etag } });
    await request(port, '/product_scene/not%20an%20identifier', { headers: { 'if-none-match': etag } });
    await request(port, '/product_scene/%E0%A4%A', { headers: { 'if-none-match': etag } });
    expect(reads).toEqual([]);
    expect(pages).toHaveLength(6);
  });
});
