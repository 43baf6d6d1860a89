import { edgeHold, withSharedAge } from './edge-hold';
import { installPipeline } from './install';
import { closeAll, request, TestServer } from './test-server';

describe('an identifier page kept by the edges until its data changes', () => {
  it('goes out with the hold as its shared age, the rest of its Cache-Control kept', () => {
    expect(withSharedAge('s-maxage=30, stale-while-revalidate=31535970', 10_800)).toBe('s-maxage=10800, stale-while-revalidate=31535970');
    expect(withSharedAge('private, no-cache, no-store', 10_800)).toBe('private, no-cache, no-store');
  });

  describe('as a step', () => {
    class HoldServer extends TestServer {}
    installPipeline([edgeHold(10_800)], HoldServer.prototype);
    let server: HoldServer;
    let port: number;
    beforeAll(async () => {
      server = new HoldServer((req, res) => {
        res.setHeader('cache-control', 's-maxage=30, stale-while-revalidate=31535970');
        res.statusCode = req.url?.includes('NOPE') ? 404 : 200;
        res.end();
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      port = (server.address() as { port: number }).port;
    });
    afterAll(() => closeAll([server]));
    const cacheControl = async (path: string, headers = {}) => (await request(port, path, { headers })).headers['cache-control'];

    it('on the page itself only: not its RSC payload, its JSON, its linkset, a 404 or another page', async () => {
      expect(await cacheControl('/product_scene/88.365.1/DEMO0001')).toBe('s-maxage=10800, stale-while-revalidate=31535970');
      expect(await cacheControl('/product_scene/88.365.1/DEMO0001', { rsc: '1' })).toMatch(/^s-maxage=30,/);
      expect(await cacheControl('/product_scene/88.365.1/DEMO0001', { accept: 'application/json' })).toMatch(/^s-maxage=30,/);
      expect(await cacheControl('/product_scene/88.365.1/DEMO0001?linkType=linkset')).toMatch(/^s-maxage=30,/);
      expect(await cacheControl('/product_scene/88.365.1/NOPE0000')).toMatch(/^s-maxage=30,/);
      expect(await cacheControl('/home')).toMatch(/^s-maxage=30,/);
    });
  });
});
