import type http from 'node:http';
import { installNoindexNotFound } from './noindex-not-found';
import { closeAll, request, TestResponse, TestServer } from './test-server';

// A server that answers each request with the status its query asks, the ways Next does: an implicit
// header (statusCode, then end) or writeHead with headers.

class NoindexResponse extends TestResponse {}
installNoindexNotFound(NoindexResponse.prototype);
let port: number;
let server: TestServer;

beforeAll(async () => {
  server = new TestServer({ ServerResponse: NoindexResponse as unknown as typeof http.ServerResponse }, (req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const status = Number(url.searchParams.get('status') ?? 200);
    if (url.searchParams.get('own')) res.setHeader('X-Robots-Tag', 'noindex, nofollow');
    if (url.searchParams.get('explicit')) res.writeHead(status, 'Not Found', { 'content-type': 'text/html' });
    else res.statusCode = status;
    res.end(req.method === 'HEAD' ? undefined : 'screen');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as { port: number }).port;
});
afterAll(() => closeAll([server]));

describe('X-Robots-Tag on answers that say a page is not there', () => {
  it('says noindex on a 404 identifier page, its RSC payload, a HEAD, the JSON twin and a 410', async () => {
    for (const [path, options] of [
      ['/product_scene/88.365.1/NOPE0000?status=404', {}],
      ['/product_scene/88.365.1/NOPE0000?status=404&explicit=1', {}],
      ['/product_scene/88.365.1/NOPE0000?status=404&_rsc=x', { headers: { rsc: '1' } }],
      ['/product_scene/88.365.1/NOPE0000?status=404', { method: 'HEAD' }],
      ['/api/identifier/json/88.365.1/NOPE0000?status=404', {}],
      ['/news/detail/999?status=410', {}],
    ] as const) {
      const answer = await request(port, path, options);
      expect({ path, status: answer.status, robots: answer.headers['x-robots-tag'] }).toEqual({ path, status: path.includes('410') ? 410 : 404, robots: 'noindex' });
    }
  });

  it('leaves other answers, and a robots header the page chose, as they were', async () => {
    expect((await request(port, '/product_scene/88.365.1/DEMO0001')).headers['x-robots-tag']).toBeUndefined();
    expect((await request(port, '/product_scene/88.365.1/DEMO0001?status=503')).headers['x-robots-tag']).toBeUndefined();
    expect((await request(port, '/login?status=404&own=1')).headers['x-robots-tag']).toBe('noindex, nofollow');
  });
});
