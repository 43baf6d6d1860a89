import { installPipeline } from './install';
import { expectedRscParameter, queryFreePages, withoutUnreadQuery } from './query-free-pages';
import { closeAll, request, TestServer } from './test-server';

describe('pages rendered without the query they do not read', () => {
  it('drops a stranger’s query from identifier and content pages, Next’s own `_rsc` too', () => {
    const hostile = 'utm_source=%3Cscript%3Ealert(1)%3C/script%3E&from=//evil.example';
    expect(withoutUnreadQuery(`/product_scene/88.365.1/NORECALL?${hostile}`)).toBe('/product_scene/88.365.1/NORECALL');
    expect(withoutUnreadQuery(`/news?page=2&${hostile}`)).toBe('/news');
    expect(withoutUnreadQuery(`/sitemaps/identifiers/1.xml?${hostile}`)).toBe('/sitemaps/identifiers/1.xml');
    expect(withoutUnreadQuery(`/product_scene/88.365.1/A?${hostile}&_rsc=1x2y3`)).toBe('/product_scene/88.365.1/A');
    expect(withoutUnreadQuery('/home')).toBe('/home');
  });

  it('leaves the query of the pages and doors that read it', () => {
    for (const url of ['/product_scene?identifier=88.365.1/A', '/application/list?keyword=MES&page=2', '/login?from=/apporder', '/api/dictionary/industries?v=2', '/_next/image?url=%2Fa.png&w=640&q=75']) {
      expect(withoutUnreadQuery(url)).toBe(url);
    }
  });

  describe('as a step in front of the server', () => {
    class QueryServer extends TestServer {}
    installPipeline([queryFreePages], QueryServer.prototype);
    let server: QueryServer;
    let port: number;

    beforeAll(async () => {
      server = new QueryServer((req, res) => res.end(`${req.method} ${req.url}`));
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      port = (server.address() as { port: number }).port;
    });
    afterAll(() => closeAll([server]));

    it('the server sees GET and HEAD of a query-free page without the query, and a POST as sent', async () => {
      expect((await request(port, '/product_scene/88.365.1/A?from=//evil.example')).body).toBe('GET /product_scene/88.365.1/A');
      const head = await request(port, '/news?x=1', { method: 'HEAD' });
      expect(head.status).toBe(200);
      expect((await request(port, '/product_scene/88.365.1/A?from=x', { method: 'POST' })).body).toBe('POST /product_scene/88.365.1/A?from=x');
      expect((await request(port, '/application/list?keyword=MES')).body).toBe('GET /application/list?keyword=MES');
    });

    it('takes an RSC request of a query-free page on only with the `_rsc` its headers call for, and without it (issue 61 item 4)', async () => {
      const tree = '%5B%22%22%2C%7B%7D%5D';
      const headers = { rsc: '1', 'next-router-state-tree': tree };
      const { current, legacy } = await expectedRscParameter({ headers } as never);
      expect(current).toMatch(/^[\w-]{16}$/);
      for (const rsc of [current, legacy]) expect((await request(port, `/product_scene/88.365.1/A?_rsc=${rsc}&x=1`, { headers })).body).toBe('GET /product_scene/88.365.1/A');
      // Anything else, or none, is sent to the right one, as Next would; the page is never rendered with it.
      for (const query of ['?_rsc=ZZTOPMARKER', '']) {
        const wrong = await request(port, `/product_scene/88.365.1/A${query}`, { headers });
        expect([wrong.status, wrong.headers.location, wrong.headers['cache-control']]).toEqual([307, `/product_scene/88.365.1/A?_rsc=${current}`, 'private, no-store']);
      }
      // Without router headers the expected value is empty, as Next computes it.
      expect((await request(port, '/news?_rsc=', { headers: { rsc: '1' } })).body).toBe('GET /news');
      // A page that reads its query keeps it, `_rsc` and all: Next renders it per request, never for everyone.
      expect((await request(port, '/application/list?keyword=MES&_rsc=x', { headers })).body).toBe('GET /application/list?keyword=MES&_rsc=x');
    });
  });
});
