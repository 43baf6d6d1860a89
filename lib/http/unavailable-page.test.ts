import { NextRequest } from 'next/server';
import { proxy } from '@/proxy';
import { reportAnswer, reportOutage } from '@/lib/gateway/outage';

const page = (path: string, accept = 'text/html') => proxy(new NextRequest(`http://portal.test${path}`, { headers: { accept } }));

describe('identifier pages while the gateway is down', () => {
  beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
  afterEach(() => {
    jest.spyOn(console, 'info').mockImplementation(() => undefined);
    reportAnswer();
    jest.restoreAllMocks();
  });

  it('answer 503 at once with the spec’s message, a way home and Retry-After', async () => {
    expect(page('/product_scene/88.365.1/DEMO0001').status).toBe(200);
    reportOutage(async () => false);
    const response = page('/product_scene/88.365.1/DEMO0001');
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('5');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    const html = await response.text();
    expect(html).toContain('<h1>服务器被吃掉了</h1>');
    expect(html).toContain('<a href="/home">返回首页</a>');
  });

  it('leave the other pages and the identifier JSON to their own handling', () => {
    reportOutage(async () => false);
    expect(page('/login').status).toBe(200);
    expect(page('/product_scene/88.365.1/DEMO0001', 'application/json').headers.get('x-middleware-rewrite')).toContain('/api/identifier/json/');
  });
});
