import { installPipeline } from './install';
import { queryFreePages } from './query-free-pages';
import { resolverRequests } from './resolver-requests';
import { closeAll, request, TestServer } from './test-server';

// The identifier's address as a resolver answers it, in front of a stand-in for Next that says what it was
// asked and answers 404 for identifiers it lacks or cannot read, as Next's page does (issue 63).
describe('identifier addresses as a resolver', () => {
  class ResolverServer extends TestServer {}
  installPipeline([resolverRequests('https://id.example.cn'), queryFreePages], ResolverServer.prototype);
  let server: ResolverServer;
  let port: number;

  beforeAll(async () => {
    server = new ResolverServer((req, res) => {
      res.statusCode = /NOPE|not-an|AAAA/.test(req.url ?? '') ? 404 : 200;
      res.end(`${req.method} ${req.url}`);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as { port: number }).port;
  });
  afterAll(() => closeAll([server]));

  it('answers a preflight itself, for any origin', async () => {
    const preflight = await request(port, '/product_scene/88.365.1/DEMO0001', { method: 'OPTIONS', headers: { origin: 'https://app.example', 'access-control-request-method': 'GET' } });
    expect(preflight.status).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('*');
    expect(preflight.headers['access-control-allow-methods']).toBe('GET, HEAD, OPTIONS');
  });

  it('sends ?linkType= and the linkset media type to the linkset route with the query, before the query is dropped', async () => {
    expect((await request(port, '/product_scene/88.365.1/DEMO0001?linkType=gs1:pip&utm=x')).body).toBe('GET /api/identifier/linkset/88.365.1/DEMO0001?linkType=gs1:pip&utm=x');
    expect((await request(port, '/product_scene/88.365.1/DEMO0001', { headers: { accept: 'application/linkset+json' } })).body).toBe('GET /api/identifier/linkset/88.365.1/DEMO0001');
    // Any other query is still dropped from the cached page.
    expect((await request(port, '/product_scene/88.365.1/DEMO0001?utm=x')).body).toBe('GET /product_scene/88.365.1/DEMO0001');
  });

  it('puts the signposts and CORS on the page, and no signposts on a 404', async () => {
    const page = await request(port, '/product_scene/88.365.1/DEMO0001');
    expect(page.headers['access-control-allow-origin']).toBe('*');
    expect(page.headers.link).toContain('<https://id.example.cn/product_scene/88.365.1/DEMO0001>; rel="cite-as"');
    expect(page.headers.link).toContain('rel="linkset"; type="application/linkset+json"');
    const missing = await request(port, '/product_scene/88.365.1/NOPE0000');
    expect(missing.status).toBe(404);
    expect(missing.headers.link).toBeUndefined();
  });

  it('answers a malformed identifier 400 where Next would say 404', async () => {
    for (const path of ['/product_scene/not-an-identifier', `/product_scene/88.365.1/${'A'.repeat(300)}`]) {
      expect((await request(port, path)).status).toBe(400);
    }
  });

  it('leaves other paths alone', async () => {
    expect((await request(port, '/news', { method: 'OPTIONS' })).body).toBe('OPTIONS /news');
  });
});
