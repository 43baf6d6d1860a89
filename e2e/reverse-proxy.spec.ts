import http from 'node:http';
import { randomInt } from 'node:crypto';
import { expect, test } from './helpers/test';
import { suitePort } from './helpers/suite';
import { demoPassword, dragSlider } from './helpers/account';
import { startNginx, type RunningNginx } from './helpers/nginx';
import { pngBytes } from './helpers/order';
import { startPortal, type RunningPortal } from './helpers/portal';

// The production build behind Debian's nginx running deploy/nginx.conf (issue 9, item 10). The portal is
// a second instance of the suite's build with TRUST_PROXY=1 (helpers/portal.ts); nginx listens on a port
// of its own in front of it.
const ownPort = suitePort();
const upstreamPort = ownPort + 2;
const proxyPort = Number(process.env.E2E_PROXY_PORT ?? ownPort + 1);
/** deploy/nginx.conf's client_max_body_size 11m. */
const bodyLimit = 11 * 1024 * 1024;
const tooLargeForProxy = '图片大小不能超过10M！';

let nginx: RunningNginx;
let portal: RunningPortal;
test.beforeAll(async () => {
  test.setTimeout(150_000);
  portal = await startPortal(upstreamPort, { TRUST_PROXY: '1' });
  nginx = await startNginx(proxyPort, upstreamPort);
});
test.afterAll(async () => {
  await nginx?.stop();
  await portal?.stop();
});

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A plain request to nginx from a chosen loopback address (all of 127/8 is this machine). */
function send(path: string, options: { from?: string; method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request({ host: '127.0.0.1', port: proxyPort, path, method: options.method ?? 'GET', headers: options.headers, localAddress: options.from }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
    });
    request.on('error', reject);
    request.end(options.body);
  });
}

test('an idle connection outlives the proxy’s: the portal does not close it first @desktop-only', async ({ baseURL }) => {
  // The suite's own server, started as `npm start` and the container start it (scripts/ops/serve-standalone.sh).
  // Node closes idle connections after 5 s unless told otherwise, while nginx keeps its upstream ones 60 s
  // and sends the next request on them: a POST that meets the close is a 502 (a browser test's request
  // met it as ECONNRESET after a 6 s wait).
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const get = () =>
    new Promise<{ status: number; reused: boolean }>((resolve, reject) => {
      const request = http.get(`${baseURL}/healthz`, { agent }, (response) => {
        response.resume();
        response.on('end', () => resolve({ status: response.statusCode ?? 0, reused: request.reusedSocket }));
      });
      request.on('error', reject);
    });
  try {
    expect(await get()).toEqual({ status: 200, reused: false });
    await new Promise((resolve) => setTimeout(resolve, 6_000));
    expect(await get()).toEqual({ status: 200, reused: true });
  } finally {
    agent.destroy();
  }
});

const someLoopback = () => `127.${randomInt(1, 250)}.${randomInt(1, 250)}.${randomInt(2, 250)}`;

test('pages come through the proxy compressed, and the build’s files are cached for a year, as the build compressed them @desktop-only', async ({ request }) => {
  for (const path of ['/home', '/news', '/product_scene/88.365.1/DEMO0001']) {
    const response = await request.get(nginx.origin + path, { headers: { 'accept-encoding': 'gzip' } });
    expect(response.status(), path).toBe(200);
    expect(response.headers()['content-encoding'], path).toBe('gzip');
    expect(await response.text(), path).toContain('</html>');
  }
  const home = await (await request.get(`${nginx.origin}/home`)).text();
  const script = home.match(/<script[^>]+src="(\/_next\/static\/[^"]+\.js)"/)?.[1];
  expect(script).toBeTruthy();
  const asset = await request.get(nginx.origin + script!, { headers: { 'accept-encoding': 'gzip' } });
  expect(asset.status()).toBe(200);
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(asset.headers()['content-encoding']).toBe('gzip');
  // The build's Brotli copy passes through the proxy to a browser that takes it; pages are the proxy's gzip.
  const brotli = await request.get(nginx.origin + script!, { headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
  expect(brotli.headers()['content-encoding']).toBe('br');
  expect(brotli.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(await brotli.text()).toBe(await asset.text());
  const page = await request.get(`${nginx.origin}/news`, { headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
  expect(page.headers()['content-encoding']).toBe('gzip');
});

test('redirects stay on the host the visitor asked for, not the portal’s own address @desktop-only', async () => {
  const gated = await send('/personal_update');
  expect(gated.status).toBe(307);
  expect(new URL(gated.headers.location!, nginx.origin).href).toBe(`${nginx.origin}/?from=%2Fpersonal_update`);
  // A public host name in front: the answer points there, never at 127.0.0.1:<portal port>.
  const named = await send('/personal_update', { headers: { host: 'portal.example.cn' } });
  expect(named.status).toBe(307);
  expect(new URL(named.headers.location!, 'http://portal.example.cn').href).toBe('http://portal.example.cn/?from=%2Fpersonal_update');
  const root = await send('/', { headers: { host: 'portal.example.cn' } });
  expect(root.status).toBe(308);
  expect(new URL(root.headers.location!, 'http://portal.example.cn').href).toBe('http://portal.example.cn/home');
});

test('per-IP limits count the address nginx saw, and a forged X-Forwarded-For does not escape them @desktop-only', async () => {
  const challenge = (from: string, headers: Record<string, string> = {}) =>
    send('/api/captcha/challenge', { from, method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify({ scene: 'nc_login' }) });
  const busy = someLoopback();
  let allowed = 0;
  let last: Answer | undefined;
  // The login limit allows some challenges per address and window; a window may turn once meanwhile.
  for (let i = 0; i < 400; i++) {
    last = await challenge(busy);
    if (last.status !== 200) break;
    allowed++;
  }
  expect(last!.status).toBe(429);
  expect(allowed).toBeGreaterThan(5);
  expect(JSON.parse(last!.body).message).toBe('操作过于频繁，请稍后再试');
  // nginx replaces the visitor's own header, so claiming another address changes nothing.
  expect((await challenge(busy, { 'x-forwarded-for': '203.0.113.9' })).status).toBe(429);
  // Another visitor behind the same proxy is not limited by the first one.
  expect((await challenge(someLoopback())).status).toBe(200);
});

test('a browser logs in and uploads through the proxy; nginx admits a body at its limit and refuses one byte more @desktop-only', async ({ page }) => {
  await page.goto(`${nginx.origin}/login`);
  await page.getByLabel('手机号/用户名').fill('demo_pending');
  await page.getByLabel('密码', { exact: true }).fill(demoPassword);
  await dragSlider(page);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await page.waitForURL(/\/home\?t=\d+/);
  expect(new URL(page.url()).origin).toBe(nginx.origin);

  // The page's own fetch: the proxy's Origin, the session cookie, a multipart body of an exact size.
  // A real 1x1 PNG (the gateway decodes every upload) padded after its end to the exact size.
  const upload = (size: number) =>
    page.evaluate(async ({ size, png }) => {
      const boundary = '----idportalproxytest';
      const head = new TextEncoder().encode(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="proof.png"\r\nContent-Type: image/png\r\n\r\n`);
      const tail = new TextEncoder().encode(`\r\n--${boundary}--\r\n`);
      const image = new Uint8Array(size - head.length - tail.length);
      image.set(png);
      const response = await fetch('/api/account/avatar', { method: 'POST', headers: { 'content-type': `multipart/form-data; boundary=${boundary}` }, body: new Blob([head, image, tail]) });
      return { status: response.status, type: response.headers.get('content-type') ?? '', body: (await response.json()) as { ok: boolean; message?: string } };
    }, { size, png: [...pngBytes] });

  const small = await upload(4 * 1024);
  expect(small.status).toBe(200);
  expect(small.body.ok).toBe(true);

  // At the limit the body reaches the portal, which answers with the avatar's own rule (1 MB).
  const atLimit = await upload(bodyLimit);
  expect(atLimit.status).toBe(413);
  expect(atLimit.body.message).toBe('图片大小不能超过1M');
  // One byte more and nginx answers itself, in the JSON the upload forms read.
  const over = await upload(bodyLimit + 1);
  expect(over.status).toBe(413);
  expect(over.type).toContain('application/json');
  expect(over.body).toEqual({ ok: false, message: tooLargeForProxy });
});

test('a body over the limit to a page gets nginx’s own Chinese page @desktop-only', async ({ request }) => {
  const response = await request.post(`${nginx.origin}/home`, { data: Buffer.alloc(bodyLimit + 1), headers: { 'content-type': 'application/octet-stream' }, failOnStatusCode: false });
  expect(response.status()).toBe(413);
  expect(response.headers()['content-type']).toContain('text/html');
  const html = await response.text();
  expect(html).toContain('<title>上传内容过大</title>');
  expect(html).toContain(tooLargeForProxy);
});
