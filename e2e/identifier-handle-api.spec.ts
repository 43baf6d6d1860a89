import { expect, test } from './helpers/test';

// Handle tooling reading our identifiers: GET /api/handles/{identifier} in the shape of the Handle proxy's
// REST API (docs/decisions/0033-handle-api.md), over plain HTTP.

const iso = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/;

test.describe('the Handle-style machine API @desktop-only', () => {
  test('a known identifier answers responseCode 1 with its values, a URL value at the canonical page', async ({ request, baseURL }) => {
    const response = await request.get('/api/handles/88.365.1/DEMO0001');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('application/json');
    expect(response.headers()['cache-control']).toBe('public, max-age=30');
    expect(response.headers()['access-control-allow-origin']).toBe('*');
    const body = await response.json();
    expect(body).toMatchObject({ responseCode: 1, handle: '88.365.1/DEMO0001' });
    for (const value of body.values) {
      expect(value).toEqual({ index: expect.any(Number), type: expect.any(String), data: { format: 'string', value: expect.any(String) }, ttl: 30, timestamp: expect.stringMatching(iso) });
    }
    const byType = (type: string) => body.values.find((v: { type: string }) => v.type === type);
    expect(byType('URL')).toMatchObject({ index: 1, data: { value: `${baseURL}/product_scene/88.365.1/DEMO0001` } });
    expect(byType('DESC').data.value.length).toBeGreaterThan(0);
    expect(byType('COMPANY.NAME').data.value.length).toBeGreaterThan(0);
    // DEMO0001 is in its company's recall list (spec/demo-data.md).
    expect(byType('RECALL.STATUS').data.value).toBe('RECALLED');
    const recall = JSON.parse(byType('SCENE.RECALL').data.value);
    expect(Number(recall.templateCode)).toBe(4);
    expect(recall.elements.length).toBeGreaterThan(0);
    // Monitoring and remote operations stay behind the SMS gate, here as on the page and its JSON twin.
    const types = body.values.map((v: { type: string }) => v.type);
    expect(types).not.toContain('SCENE.MONITORING');
    expect(types).not.toContain('SCENE.REMOTE_OPS');
    const recallOnly = await request.get('/api/handles/88.365.1/NORECALL?type=RECALL.STATUS');
    expect((await recallOnly.json()).values.map((v: { data: { value: string } }) => v.data.value)).toEqual(['NOT_RECALLED']);
  });

  test('?type= filters, repeatable, with subtypes by a trailing period; nothing matching is responseCode 200', async ({ request }) => {
    const url = await (await request.get('/api/handles/88.365.1/DEMO0001?type=URL')).json();
    expect(url.responseCode).toBe(1);
    expect(url.values.map((v: { type: string }) => v.type)).toEqual(['URL']);
    const two = await (await request.get('/api/handles/88.365.1/DEMO0001?type=URL&type=desc')).json();
    expect(two.values.map((v: { index: number }) => v.index)).toEqual([1, 2]);
    const company = await (await request.get('/api/handles/88.365.1/DEMO0001?type=COMPANY.')).json();
    expect(company.values.length).toBeGreaterThan(1);
    expect(company.values.every((v: { type: string }) => v.type.startsWith('COMPANY.'))).toBe(true);
    const byIndex = await (await request.get('/api/handles/88.365.1/DEMO0001?index=1')).json();
    expect(byIndex.values.map((v: { type: string }) => v.type)).toEqual(['URL']);
    const none = await request.get('/api/handles/88.365.1/DEMO0001?type=EMAIL');
    expect(none.status()).toBe(200);
    expect(await none.json()).toEqual({ responseCode: 200, handle: '88.365.1/DEMO0001', values: [] });
  });

  test('an unknown identifier is responseCode 100 with 404; a malformed one 2 with 400; both in Chinese and never cached', async ({ request }) => {
    const missing = await request.get('/api/handles/88.365.1/NOPE0000');
    expect(missing.status()).toBe(404);
    expect(missing.headers()['cache-control']).toBe('no-store');
    expect(missing.headers()['access-control-allow-origin']).toBe('*');
    expect(await missing.json()).toEqual({ responseCode: 100, handle: '88.365.1/NOPE0000', message: '未找到该标识，请检查后重新搜索' });
    for (const path of ['/api/handles/not-an-identifier', `/api/handles/88.365.1/${'A'.repeat(300)}`, '/api/handles/88.365.1/%E6%A0%87%E8%AF%86', '/api/handles/88.365.1/A%20B']) {
      const malformed = await request.get(path);
      expect(malformed.status(), path).toBe(400);
      const body = await malformed.json();
      expect(body.responseCode).toBe(2);
      expect(body.message).toBe('请输入正确的标识');
    }
    // Markup characters are printable ASCII, so this is a well-formed identifier nobody has: echoed only as JSON.
    const scripted = await request.get('/api/handles/88.365.1/%3Cscript%3E');
    expect(scripted.status()).toBe(404);
    expect(scripted.headers()['content-type']).toContain('application/json');
    const badIndex = await request.get('/api/handles/88.365.1/DEMO0001?index=one');
    expect(badIndex.status()).toBe(400);
    expect((await badIndex.json()).responseCode).toBe(2);
  });

  test('CORS is open for reads: a preflight from another site is allowed for GET', async ({ request }) => {
    const preflight = await request.fetch('/api/handles/88.365.1/DEMO0001', {
      method: 'OPTIONS',
      headers: { origin: 'https://tools.example.org', 'access-control-request-method': 'GET', 'access-control-request-headers': 'accept' },
    });
    expect(preflight.status()).toBe(204);
    expect(preflight.headers()['access-control-allow-origin']).toBe('*');
    expect(preflight.headers()['access-control-allow-methods']).toContain('GET');
    expect(preflight.headers()['access-control-allow-headers']?.toLowerCase()).toContain('accept');
    const cross = await request.get('/api/handles/88.365.1/DEMO0001?type=URL', { headers: { origin: 'https://tools.example.org', 'sec-fetch-site': 'cross-site' } });
    expect(cross.status()).toBe(200);
    expect(cross.headers()['access-control-allow-origin']).toBe('*');
  });
});
