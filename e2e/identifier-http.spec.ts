import { expect, test } from './helpers/test';

// What crawlers and machine clients get from an identifier URL, without a browser.

test.describe('identifier URLs over plain HTTP @desktop-only', () => {
  test('the server HTML carries title, description, keywords, canonical, Open Graph and Product JSON-LD', async ({ request, baseURL }) => {
    const response = await request.get('/product_scene/88.365.1/DEMO0001', { headers: { accept: 'text/html' } });
    expect(response.status()).toBe(200);
    const html = await response.text();
    const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
    expect(title).toContain('标识查询');
    expect(html).toMatch(/<meta name="description" content="[^"]*88\.365\.1\/DEMO0001[^"]*"/);
    expect(html).toMatch(/<meta name="keywords" content="[^"]*88\.365\.1\/DEMO0001/);
    expect(html).toContain(`<link rel="canonical" href="${baseURL}/product_scene/88.365.1/DEMO0001"/>`);
    expect(html).toMatch(/<meta property="og:title" content="[^"]*标识查询/);
    const ld = /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(html)?.[1];
    const product = JSON.parse(ld ?? '{}');
    expect(product).toMatchObject({ '@type': 'Product', productID: '88.365.1/DEMO0001', brand: { '@type': 'Brand' } });
    // The first scene is in the server HTML, not loaded afterwards.
    expect(html).toContain('role="tabpanel"');
    // The same page for every scanner, served from the cache (docs/decisions/0025): the content pages'
    // policy, no nonce, and headers a reverse proxy or CDN can cache by.
    expect(response.headers()['content-security-policy']).toContain("script-src 'self' 'unsafe-inline'");
    expect(response.headers()['content-security-policy']).not.toContain('nonce-');
    expect(response.headers()['cache-control']).toMatch(/^s-maxage=30, stale-while-revalidate=\d{6}, max-age=0$/);
    expect(response.headers()['vary']).toContain('Accept');
  });

  test('the page carries the first scene, and only the names of the other tabs: their data loads when one is chosen', async ({ request }) => {
    const html = await (await request.get('/product_scene/88.365.1/DEMO0001', { headers: { accept: 'text/html' } })).text();
    // The first tab's (出厂质检报告) label, and the logistics tab with its name only.
    expect(html).toContain('检验依据');
    expect(html).toContain('物流监控');
    // The logistics scene's carrier, which the tab shows once chosen: not in the HTML nor its flight data.
    expect(html).not.toContain('苏通供应链物流有限公司');
  });

  test('an unknown identifier answers 404, its title saying so and noindex', async ({ request }) => {
    const response = await request.get('/product_scene/88.365.1/NOPE0000');
    expect(response.status()).toBe(404);
    const html = await response.text();
    // The body is drawn in the browser (docs/decisions/0003); the identifier journey checks it there.
    expect(/<title>([^<]*)<\/title>/.exec(html)?.[1]).toContain('未找到该标识，请检查后重新搜索');
    expect(html).toMatch(/<meta name="robots" content="noindex"/);
    // Also in the header, which the RSC payload and a HEAD carry too (runtime/noindex-not-found.ts).
    expect(response.headers()['x-robots-tag']).toBe('noindex');
  });

  test('an unknown path is the home screen, rendered on the server with 404', async ({ request }) => {
    const response = await request.get('/no/such/page');
    expect(response.status()).toBe(404);
    const html = await response.text();
    expect(html).toContain('您访问的页面不存在或已被移除');
    expect(html).toContain('三大应用场景产品');
  });

  test('malformed, over-long, broken and script-bearing identifiers answer 400 or 404 and reflect nothing', async ({ request }) => {
    const cases = [
      '/product_scene/%ZZ',
      '/product_scene/not-an-identifier',
      `/product_scene/88.365.1/${'A'.repeat(300)}`,
      '/product_scene/88.365.1/%3Cscript%3Ealert(1)%3C%2Fscript%3E',
      '/product_scene/88.365.1/%22%3E%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E',
    ];
    for (const path of cases) {
      const response = await request.get(path);
      expect([400, 404]).toContain(response.status());
      const html = await response.text();
      expect(html).not.toContain('<script>alert(1)');
      expect(html).not.toContain('<img src=x onerror');
    }
  });

  test('the same URL answers JSON to machine clients, gated scenes left out', async ({ request }) => {
    const response = await request.get('/product_scene/88.365.1/DEMO0001', { headers: { accept: 'application/json' } });
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('application/json');
    const body = await response.json();
    expect(body.identifier).toBe('88.365.1/DEMO0001');
    const codes = body.scenes.map((s: { templateCode: number }) => Number(s.templateCode));
    expect(codes).toContain(4);
    expect(codes).not.toContain(7);
    expect(codes).not.toContain(8);
    expect(body.scenes.find((s: { templateCode: number }) => Number(s.templateCode) === 4).elements.length).toBeGreaterThan(0);

    const missing = await request.get('/product_scene/88.365.1/NOPE0000', { headers: { accept: 'application/json' } });
    expect(missing.status()).toBe(404);
    expect((await missing.json()).message).toBe('未找到该标识，请检查后重新搜索');
    const malformed = await request.get('/product_scene/not-an-identifier', { headers: { accept: 'application/json' } });
    expect(malformed.status()).toBe(400);
  });

  test('the address with ?identifier= goes to the canonical URL, without one to the root', async ({ request }) => {
    const withId = await request.get('/product_scene?identifier=88.365.1/DEMO0001', { maxRedirects: 0 });
    expect([307, 308]).toContain(withId.status());
    expect(withId.headers()['location']).toBe('/product_scene/88.365.1/DEMO0001');
    const without = await request.get('/product_scene', { maxRedirects: 0 });
    expect([307, 308]).toContain(without.status());
    expect(without.headers()['location']).toBe('/');
  });
});
