import { statSync } from 'node:fs';
import type { Response } from '@playwright/test';
import { expect, test } from './helpers/test';
import { hydrated } from './helpers/hydration';

// What a browser is sent (decision 0041): pages compressed with Brotli by the portal as they go out, and
// the build's scripts and styles as the build compressed them once, at Brotli's highest quality
// (scripts/build/precompress.mjs), about a seventh fewer bytes than gzip on the scan path. What the server sends
// does not depend on the viewport: the desktop project runs these once.

/** The size of the build's Brotli copy of a file under /_next/static/. */
const builtBrotliSize = (url: string) => statSync(`.next/static/${new URL(url).pathname.replace(/^\/_next\/static\//, '')}.br`).size;

for (const path of ['/product_scene/88.365.1/DEMO0001', '/home']) {
  test(`${path}: the page and every script and stylesheet it loads arrive as Brotli, the build's files as built @desktop-only`, async ({ page }) => {
    const built: Response[] = [];
    page.on('response', (response) => {
      if (/\/_next\/static\/.+\.(js|css)$/.test(new URL(response.url()).pathname)) built.push(response);
    });
    const document = await page.goto(path);
    expect(document!.status()).toBe(200);
    expect(await document!.headerValue('content-encoding')).toBe('br');
    await hydrated(page);
    expect(built.length).toBeGreaterThan(5);
    for (const response of built) {
      expect(await response.headerValue('content-encoding'), response.url()).toBe('br');
      expect(await response.headerValue('cache-control'), response.url()).toBe('public, max-age=31536000, immutable');
      expect(await response.headerValue('x-content-type-options'), response.url()).toBe('nosniff');
      expect((await response.request().sizes()).responseBodySize, response.url()).toBe(builtBrotliSize(response.url()));
    }
  });
}

test('a client without Brotli gets gzip, one without compression the file itself @desktop-only', async ({ request }) => {
  const html = await (await request.get('/home')).text();
  const script = html.match(/<script[^>]+src="(\/_next\/static\/[^"]+\.js)"/)![1];
  const gzip = await request.get(script, { headers: { 'accept-encoding': 'gzip' } });
  expect(gzip.headers()['content-encoding']).toBe('gzip');
  expect(gzip.headers()['vary']).toContain('Accept-Encoding');
  const plain = await request.get(script, { headers: { 'accept-encoding': 'identity' } });
  expect(plain.headers()['content-encoding']).toBeUndefined();
  expect(plain.headers()['content-type']).toBe('text/javascript; charset=utf-8');
  expect(await plain.text()).toBe(await gzip.text());
  const page = await request.get('/news', { headers: { 'accept-encoding': 'gzip' } });
  expect(page.headers()['content-encoding']).toBe('gzip');
  // A file the build did not write is Next's 404, not a file from elsewhere on the disk.
  expect((await request.get('/_next/static/chunks/no-such-chunk.js')).status()).toBe(404);
  expect((await request.get('/_next/static/..%2f..%2fpackage.json')).status()).toBe(404);
});
