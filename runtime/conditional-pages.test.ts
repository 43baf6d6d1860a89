import { dataVersion, dataValidator, validatorOf } from '@/lib/http/validators';
import { conditionalPages, versionIn } from './conditional-pages';
import { installPipeline } from './install';
import { closeAll, request, TestServer } from './test-server';

// Pages in front of which the step stands: one written in one piece as a cached page is, one streamed
// in chunks as a fresh render is, one of the build, one without a version, and a personal page.

const changed = new Date('2026-01-15T02:32:08Z');
const version = dataVersion({ identifier: '88.365.1/A', scenes: 2 }, changed);
const etag = validatorOf(version)!.etag;
const head = `<!DOCTYPE html><html><head><meta charSet="utf-8"/><title>t</title></head><body><header>site</header><div class="page" data-idportal-version="${version}">`;
const build = dataValidator('build-1', new Date('2026-11-29T08:00:00Z'));

class ConditionalServer extends TestServer {}
installPipeline([conditionalPages(build)], ConditionalServer.prototype);

let server: ConditionalServer;
let port: number;
const written: string[] = [];

beforeAll(async () => {
  server = new ConditionalServer((req, res) => {
    const html = (cacheControl: string) => {
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.setHeader('Cache-Control', cacheControl);
    };
    if (req.url === '/product_scene/88.365.1/A') {
      html('s-maxage=30, stale-while-revalidate=31535970');
      const page = `${head}page A</div></body></html>`;
      res.setHeader('Content-Length', Buffer.byteLength(page));
      res.end(page);
    } else if (req.url === '/product_scene/88.365.1/STREAMED') {
      html('s-maxage=30');
      res.flushHeaders();
      res.write(Buffer.from(head));
      setTimeout(() => {
        written.push(String(res.write('streamed</div>')));
        res.end('</body></html>');
      }, 5);
    } else if (req.url === '/news') {
      html('s-maxage=31536000');
      res.end('<!DOCTYPE html><html><head><title>news</title></head><body>news</body></html>');
    } else if (req.url === '/contact-form') {
      html('s-maxage=300');
      res.end('<html><head></head><body>no version</body></html>');
    } else {
      html('private, no-store');
      res.end(`${head}personal</div></body></html>`);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as { port: number }).port;
});
afterAll(() => closeAll([server]));

describe('304s for pages that carry their version', () => {
  it('finds the version attribute in the first chunk of a page', () => {
    expect(versionIn(head)).toBe(version);
    expect(versionIn(Buffer.from(head))).toBe(version);
    expect(versionIn('<html><head></head>')).toBeUndefined();
    // The flight data's copy of the attribute (escaped JSON) is not the page's.
    expect(versionIn('<script>self.__next_f.push([1,"{\\"data-idportal-version\\":\\"abc\\"}"])</script>')).toBeUndefined();
    expect(versionIn(`${'x'.repeat(600_000)}${head}`)).toBeUndefined();
  });

  it('sends ETag and Last-Modified with the page, and 304 without a body to a client that has that version', async () => {
    const first = await request(port, '/product_scene/88.365.1/A');
    expect(first.status).toBe(200);
    expect(first.headers.etag).toBe(etag);
    expect(first.headers['last-modified']).toBe('Thu, 15 Jan 2026 02:32:08 GMT');
    expect(first.body).toContain('page A');

    for (const headers of [{ 'if-none-match': etag }, { 'if-modified-since': 'Thu, 15 Jan 2026 02:32:08 GMT' }]) {
      const again = await request(port, '/product_scene/88.365.1/A', { headers });
      expect(again.status).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers.etag).toBe(etag);
      // Browsers get no heuristic lifetime from Last-Modified: they ask each time.
      expect(again.headers['cache-control']).toBe('s-maxage=30, stale-while-revalidate=31535970, max-age=0');
      expect(again.headers['content-length']).toBeUndefined();
    }
    // Another version, an older date, or a reload without a validator: the whole page.
    for (const headers of [{ 'if-none-match': 'W/"other"' }, { 'if-modified-since': 'Thu, 15 Jan 2026 02:32:07 GMT' }, { 'cache-control': 'no-cache' }]) {
      const full = await request(port, '/product_scene/88.365.1/A', { headers });
      expect({ headers, status: full.status }).toEqual({ headers, status: 200 });
      expect(full.body).toContain('page A');
    }
  });

  it('holds a streamed page’s head until its first chunk, and drops the rest of the body for a 304', async () => {
    const full = await request(port, '/product_scene/88.365.1/STREAMED');
    expect(full.headers.etag).toBe(etag);
    expect(full.body).toBe(`${head}streamed</div></body></html>`);
    const again = await request(port, '/product_scene/88.365.1/STREAMED', { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(again.body).toBe('');
    // The server goes on writing after the 304 went out: its writes are taken and dropped.
    for (let i = 0; i < 100 && written.length < 2; i++) await new Promise((resolve) => setTimeout(resolve, 5));
    expect(written).toEqual(['true', 'true']);
  });

  it('gives pages prerendered for the build the build’s validator, and none to other pages or personal ones', async () => {
    const news = await request(port, '/news');
    expect(news.headers.etag).toBe(build.etag);
    expect((await request(port, '/news', { headers: { 'if-none-match': build.etag } })).status).toBe(304);
    const unversioned = await request(port, '/contact-form');
    expect(unversioned.headers.etag).toBeUndefined();
    expect((await request(port, '/contact-form', { headers: { 'if-modified-since': new Date().toUTCString() } })).status).toBe(200);
    const personal = await request(port, '/login', { headers: { 'if-none-match': etag } });
    expect(personal.status).toBe(200);
    expect(personal.headers.etag).toBeUndefined();
    // RSC and HEAD requests pass untouched.
    expect((await request(port, '/product_scene/88.365.1/A', { headers: { rsc: '1', 'if-none-match': etag } })).status).toBe(200);
    expect((await request(port, '/product_scene/88.365.1/A', { method: 'HEAD', headers: { 'if-none-match': etag } })).status).toBe(200);
  });
});
