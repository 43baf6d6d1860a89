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

  it('sends a machine client asking for JSON to the JSON route, with the signposts; any browser to the page', async () => {
    for (const accept of ['application/json', 'application/ld+json', 'application/json, */*;q=0.8', 'Application/JSON']) {
      const answer = await request(port, '/product_scene/88.365.1/DEMO0001?utm=x', { headers: { accept } });
      expect({ accept, body: answer.body }).toEqual({ accept, body: 'GET /api/identifier/json/88.365.1/DEMO0001' });
      expect(answer.headers.link).toContain('rel="cite-as"');
    }
    for (const accept of ['text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8', 'text/html, application/json', '*/*', 'application/xml', '']) {
      expect({ accept, body: (await request(port, '/product_scene/88.365.1/DEMO0001', { headers: { accept } })).body }).toEqual({ accept, body: 'GET /product_scene/88.365.1/DEMO0001' });
    }
    // The batch page is a page of its own, never an identifier.
    expect((await request(port, '/product_scene/batch', { headers: { accept: 'application/json' } })).body).toBe('GET /product_scene/batch');
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

  it("sends the resolver's description under both well-known names to its route", async () => {
    expect((await request(port, '/.well-known/resolver')).body).toBe('GET /api/resolver');
    expect((await request(port, '/.well-known/gs1resolver?x=1')).body).toBe('GET /api/resolver?x=1');
    expect((await request(port, '/.well-known/resolvers')).body).toBe('GET /.well-known/resolvers');
  });

  it('leaves other paths alone', async () => {
    expect((await request(port, '/news', { method: 'OPTIONS' })).body).toBe('OPTIONS /news');
  });
});
