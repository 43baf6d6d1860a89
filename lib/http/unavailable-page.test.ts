import { NextRequest } from 'next/server';
import { proxy } from '@/proxy';
import { reportAnswer, reportOutage } from '@/lib/gateway/outage';

const page = (path: string, accept = 'text/html') => proxy(new NextRequest(`http://portal.test${path}`, { headers: { accept } }));

describe('pages that need the gateway while it is down', () => {
  beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
  afterEach(() => {
    jest.spyOn(console, 'info').mockImplementation(() => undefined);
    reportAnswer();
    jest.restoreAllMocks();
  });

  it('answer 503 at once with the spec’s message, a way home and Retry-After', async () => {
    expect(page('/application/list/detail/48').status).toBe(200);
    reportOutage(async () => false);
    const response = page('/application/list/detail/48');
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('5');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    const html = await response.text();
    expect(html).toContain('<h1>服务器被吃掉了</h1>');
    expect(html).toContain('<a href="/home">返回首页</a>');
  });

  it('leave identifier pages to the cache (docs/decisions/0025), and the other pages to their own handling', () => {
    reportOutage(async () => false);
    // A page scanned before is served from the cache; only one never seen fails, in the page itself. The
    // proxy does not even run for them (proxy-matcher.test.ts): a path with a percent sign still does.
    expect(page('/product_scene/88.365.1/DEMO0001').status).toBe(200);
    expect(page('/product_scene/88.365.1/DEMO0001', 'application/json').status).toBe(200);
    expect(page('/login').status).toBe(200);
  });
});
