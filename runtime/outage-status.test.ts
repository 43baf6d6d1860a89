import { markUnavailable } from '@/lib/identifier/unavailable';
import { installOutageStatus } from './outage-status';
import { closeAll, listen, request, TestResponse, type Answer } from './test-server';

// The outage status in front of a server that notes failures the way the identifier page does, then
// answers with the status asked.

installOutageStatus(TestResponse.prototype);
let port: number;
const servers: import('node:http').Server[] = [];

beforeAll(async () => {
  const { server, port: p } = await listen((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const mark = url.searchParams.get('mark');
    if (mark) markUnavailable(mark, Date.now() - Number(url.searchParams.get('ago') ?? 0));
    res.statusCode = Number(url.searchParams.get('status') ?? 200);
    if (url.searchParams.get('explicit')) res.writeHead(res.statusCode, 'Internal Server Error', { 'x-explicit': '1' });
    res.end('screen');
  });
  servers.push(server);
  port = p;
});
afterAll(() => closeAll(servers));

const get = (path: string): Promise<Answer> => request(port, path);

describe('the outage status of identifier pages', () => {
  it('sends a 500 for an identifier its gateway just failed for as 503 with Retry-After, body untouched', async () => {
    const failed = await get(`/product_scene/88.365.1/NEW%20ONE?status=500&mark=${encodeURIComponent('88.365.1/NEW ONE')}`);
    expect(failed.status).toBe(503);
    expect(failed.headers['retry-after']).toBe('30');
    expect(failed.body).toBe('screen');
    // writeHead called by the server itself, with a reason phrase and headers, is turned the same way.
    const explicit = await get(`/product_scene/88.365.1/NEW%20ONE?status=500&explicit=1`);
    expect(explicit.status).toBe(503);
    expect(explicit.headers['x-explicit']).toBe('1');
  });

  it('leaves every other answer as it was', async () => {
    // A fault of the portal itself: no failure noted for this identifier.
    expect((await get('/product_scene/88.365.1/OTHER?status=500')).status).toBe(500);
    // A failure more than a minute old is no evidence about this render.
    expect((await get(`/product_scene/88.365.1/OLD?status=500&mark=88.365.1/OLD&ago=61000`)).status).toBe(500);
    // Another address, or a page that did not fail.
    expect((await get(`/market?status=500&mark=market`)).status).toBe(500);
    expect((await get(`/product_scene/88.365.1/OK?status=200&mark=88.365.1/OK`)).status).toBe(200);
    expect((await get(`/product_scene/88.365.1/OK?status=200`)).headers['retry-after']).toBeUndefined();
  });
});
