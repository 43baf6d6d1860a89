import { engineStandIn, type StandIn } from '@/lib/search-push/engine-stand-in';
import { submitToIndexNow } from '@/lib/search-push/indexnow';
import { indexNowKeyFile } from './indexnow-key';
import { installPipeline } from './install';
import { closeAll, request, TestServer } from './test-server';

// The key file as the runtime serves it, in front of a server that answers everything else itself, and an
// IndexNow stand-in that verifies a push as the engine does: it fetches keyLocation and compares the body.

const key = 'abcdEF12-3456-7890';
class KeyServer extends TestServer {}
installPipeline([indexNowKeyFile(key)], KeyServer.prototype);

let site: KeyServer;
let port: number;
let indexNow: StandIn;

beforeAll(async () => {
  site = new KeyServer((_req, res) => (res.statusCode = 404, res.end('page of the portal')));
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  port = (site.address() as { port: number }).port;
  indexNow = await engineStandIn(async (r) => {
    const body = JSON.parse(r.body) as { host: string; key: string; keyLocation: string; urlList: string[] };
    const keyFile = await fetch(body.keyLocation);
    const text = await keyFile.text();
    const ownsHost = new URL(body.keyLocation).host === body.host && body.urlList.every((u) => new URL(u).host === body.host);
    if (!keyFile.ok || text !== body.key) return { status: 403 };
    return { status: ownsHost ? 200 : 422 };
  }, '/indexnow');
});
afterAll(async () => {
  await indexNow.close();
  await closeAll([site]);
});

describe('the IndexNow key file', () => {
  it('is served at /{key}.txt as plain text holding the key alone', async () => {
    const answer = await request(port, `/${key}.txt`);
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(answer.body).toBe(key);
    expect((await request(port, `/${key}.txt?x=1`, { method: 'HEAD' })).body).toBe('');
    // Other paths, another key and other methods are the portal's.
    expect((await request(port, '/other.txt')).body).toBe('page of the portal');
    expect((await request(port, `/${key}.txt`, { method: 'POST' })).body).toBe('page of the portal');
  });

  it('lets the engine verify a push: the key at keyLocation matches the one in the body', async () => {
    const siteUrl = `http://127.0.0.1:${port}`;
    const urls = [`${siteUrl}/product_scene/88.365.1/DEMO0001`, `${siteUrl}/news/detail/1`];
    expect(await submitToIndexNow({ endpoint: indexNow.url, key, siteUrl }, urls)).toEqual({ kind: 'ok', rejected: [] });
    // A key the site does not serve is refused as the engine refuses it: the lane stops.
    expect(await submitToIndexNow({ endpoint: indexNow.url, key: 'otherKey-1234', siteUrl }, urls)).toMatchObject({ kind: 'stop' });
    expect(indexNow.received).toHaveLength(2);
  });
});
