import { readFileSync } from 'node:fs';
import { createServer, request as httpRequest, type ServerResponse } from 'node:http';
import { expect, test } from './helpers/test';
import { suiteLog, suitePort } from './helpers/suite';
import { startGateway, type RunningGateway } from './helpers/gateway';
import { startPortal, type RunningPortal } from './helpers/portal';
import { pushRevalidation, signedPushHeaders } from './helpers/revalidate';

// The identifier page as a printed QR code needs it (docs/decisions/0025): rendered once per 30 s and
// served from the cache in between, pushed out at once by a signed call, and kept through an outage.

const path = '/product_scene/88.365.1/NORECALL';

/**
 * The gateway's detail reads this worker's server has logged ('gateway call' lines; a render inside Next's
 * cache has no request id to match, so they are counted from the log's end: nothing else asks this
 * worker's server meanwhile).
 */
const detailReads = () =>
  readFileSync(suiteLog(), 'utf8')
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as { call?: string; msg?: string })
    .filter((entry) => entry.msg?.startsWith('gateway call') && entry.call?.endsWith('/identifier/detail')).length;

test.describe('the cached identifier page @desktop-only', () => {
  test('is served from the cache with headers a reverse proxy can keep, 404s too', async ({ request }) => {
    await request.get(path);
    const again = await request.get(path);
    expect(again.status()).toBe(200);
    expect(again.headers()['x-nextjs-cache']).toMatch(/HIT|STALE/);
    expect(again.headers()['cache-control']).toMatch(/^s-maxage=30, stale-while-revalidate=\d{6}, max-age=0$/);
    expect(again.headers()['set-cookie']).toBeUndefined();

    await request.get('/product_scene/88.365.1/NEVER001');
    const missing = await request.get('/product_scene/88.365.1/NEVER001');
    expect(missing.status()).toBe(404);
    expect(missing.headers()['cache-control']).toMatch(/s-maxage=30/);
  });

  test('POST /api/revalidate refuses unsigned, wrongly signed and old calls with 401, a copy with 409, and a signed one renders anew', async ({ request }) => {
    const body = JSON.stringify({ identifiers: ['88.365.1/NORECALL'] });
    const now = Math.floor(Date.now() / 1000);
    const post = (headers: Record<string, string>, data = body) => request.post('/api/revalidate', { headers: { 'content-type': 'application/json', ...headers }, data });
    const signedAt = (at: number, data = body) => post(signedPushHeaders(data, at), data);

    const unsigned = await post({});
    expect(unsigned.status()).toBe(401);
    expect((await unsigned.json()).message).toBe('缺少签名或时间戳，已拒绝');
    const wrong = await post(signedPushHeaders(body, now, 'not-the-secret-but-just-as-long-0123456'));
    expect(wrong.status()).toBe(401);
    expect((await wrong.json()).message).toBe('签名不正确，已拒绝');
    const old = now - 301;
    const replayed = await signedAt(old);
    expect(replayed.status()).toBe(401);
    expect((await replayed.json()).message).toContain('超过 5 分钟');
    const bad = JSON.stringify({ identifiers: ['not an identifier'] });
    const refused = await signedAt(now, bad);
    expect(refused.status()).toBe(400);

    await request.get(path);
    expect((await request.get(path)).headers()['x-nextjs-cache']).toMatch(/HIT|STALE/);
    const signed = await signedAt(now);
    expect(signed.status()).toBe(200);
    expect(await signed.json()).toMatchObject({ ok: true, message: '已刷新 1 个标识', sharedCache: 'not shared' });
    expect((await request.get(path)).headers()['x-nextjs-cache']).toBe('MISS');
    // A copy of a call already served is a replay, however fresh its timestamp.
    const copied = await signedAt(now);
    expect(copied.status()).toBe(409);
    expect((await copied.json()).message).toBe('该请求已处理过（重复的签名请求），已拒绝');
    // A recall's fan-out pushes many signed batches in a row: only refused calls count against the limit.
    // Each is signed anew (its own timestamp, here a second apart, all inside the window), as a real push is.
    for (let i = 1; i <= 65; i++) {
      const t = now - i;
      expect((await signedAt(t)).status()).toBe(200);
    }
  });
});

test('a render started by a stranger’s query keeps none of it: the next visitor gets a clean page (issue 39 item 2) @desktop-only', async ({ request }) => {
  const code = '88.365.1/EMPTY001';
  const page = `/product_scene/${code}`;
  const hostile = '?utm_source=%3Cscript%3Ealert(1)%3C/script%3E&from=//evil.example';
  const traces = /evil\.example|utm_source|alert/;
  // Pushed out of the cache, so the hostile request is the one that renders it (again if another journey
  // rendered it in between).
  let rendered = false;
  for (let attempt = 0; attempt < 3 && !rendered; attempt++) {
    const pushed = await pushRevalidation(request, [code], { at: Math.floor(Date.now() / 1000) - attempt });
    expect(pushed.status()).toBe(200);
    const first = await request.get(`${page}${hostile}`);
    expect(first.status()).toBe(200);
    expect(await first.text()).not.toMatch(traces);
    rendered = first.headers()['x-nextjs-cache'] === 'MISS';
  }
  expect(rendered).toBe(true);
  const clean = await request.get(page);
  expect(clean.headers()['x-nextjs-cache']).toMatch(/HIT|STALE/);
  expect(await clean.text()).not.toMatch(traces);
  const payload = await request.get(page, { headers: { rsc: '1' } });
  expect(await payload.text()).not.toMatch(traces);
});

test('no request’s _rsc stays in the page kept for everyone, whether it came as a query or with an RSC request (issue 61 item 4) @desktop-only', async ({ request }) => {
  const code = '88.365.1/EMPTY001';
  const page = `/product_scene/${code}`;
  const routerHeaders = { rsc: '1', 'next-router-state-tree': encodeURIComponent(JSON.stringify(['', { children: ['__PAGE__', {}] }])) };
  // An RSC request without the value its headers call for is sent to it, as Next does; the page is not rendered.
  const redirected = await request.get(`${page}?_rsc=ZZTOPMARKER`, { headers: routerHeaders, maxRedirects: 0 });
  expect(redirected.status()).toBe(307);
  const rightValue = new URL(redirected.headers().location, 'http://x').searchParams.get('_rsc')!;
  expect(rightValue).toMatch(/^[\w-]{16}$/);
  const starts: [string, Record<string, string>][] = [
    [`${page}?_rsc=ZZTOPMARKER`, {}],
    [`${page}?_rsc=${rightValue}`, routerHeaders],
  ];
  for (const [round, [address, headers]] of starts.entries()) {
    let rendered = false;
    for (let attempt = 0; attempt < 3 && !rendered; attempt++) {
      // Each push signed at a second of its own: the journey before pushed the same body this second.
      expect((await pushRevalidation(request, [code], { at: Math.floor(Date.now() / 1000) - 10 * (round + 1) - attempt })).status()).toBe(200);
      const first = await request.get(address, { headers });
      expect(first.status()).toBe(200);
      rendered = first.headers()['x-nextjs-cache'] === 'MISS';
    }
    expect(rendered).toBe(true);
    const clean = await request.get(page);
    expect(clean.headers()['x-nextjs-cache']).toMatch(/HIT|STALE/);
    const html = await clean.text();
    expect(html).toContain('EMPTY001');
    expect(html).not.toMatch(/_rsc|ZZTOPMARKER/);
    expect(html).not.toContain(rightValue);
  }
});

test('a render reads the gateway once: the header, the first tab and the recall notice come from one answer (decision 0042) @desktop-only', async ({ request }) => {
  // DEMO0001: eleven scenes, the first one public, its own recall among them.
  const recalled = '/product_scene/88.365.1/DEMO0001';
  const pushed = await pushRevalidation(request, ['88.365.1/DEMO0001']);
  expect(pushed.status()).toBe(200);
  const before = detailReads();
  const response = await request.get(recalled);
  expect(response.headers()['x-nextjs-cache']).toBe('MISS');
  const html = await response.text();
  expect(html).toContain('该产品在企业召回名单中');
  // The first tab (出厂质检报告, the custom scene, first in the tab order), rendered on the server.
  expect(html).toContain('QR-CR-20250912-0017');
  await new Promise((resolve) => setTimeout(resolve, 500));
  expect(detailReads() - before).toBe(1);
});

test('nginx asking again for a page whose data has not changed gets a 304 from one gateway read, and no render (issue 37) @desktop-only', async ({ request }) => {
  const first = await request.get(path);
  expect(first.status()).toBe(200);
  const etag = first.headers().etag;
  const before = detailReads();
  const again = await request.get(path, { headers: { 'if-none-match': etag } });
  expect(again.status()).toBe(304);
  expect(again.headers().etag).toBe(etag);
  expect(again.headers()['cache-control']).toMatch(/^s-maxage=30, stale-while-revalidate=\d{6}, max-age=0$/);
  // Not Next's answer (which says what its cache did), and no render in the background afterwards.
  expect(again.headers()['x-nextjs-cache']).toBeUndefined();
  await new Promise((resolve) => setTimeout(resolve, 500));
  expect(detailReads() - before).toBe(1);
  // Another version is Next's to answer, with the page.
  const other = await request.get(path, { headers: { 'if-none-match': 'W/"another-version"' } });
  expect(other.status()).toBe(200);
  expect(other.headers()['x-nextjs-cache']).toMatch(/HIT|STALE|MISS/);
});

test.describe('an identifier page while the gateway is down @desktop-only', () => {
  const base = suitePort();
  let gateway: RunningGateway | undefined;
  let portal: RunningPortal | undefined;

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    gateway = await startGateway(base + 31);
    portal = await startPortal(base + 30, { GATEWAY_URL: gateway.url, GATEWAY_TIMEOUT_MS: '2000' }, { clock: true });
  });

  test.afterAll(async () => {
    await gateway?.kill();
    await portal?.stop();
  });

  test('a page scanned before is still served, saying when its data was read; one never seen says the service failed', async ({ page }) => {
    test.setTimeout(120_000);
    const seen = `${portal!.origin}/product_scene/88.365.1/DEMO0001`;
    await page.goto(seen);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const name = await page.getByRole('heading', { level: 1 }).textContent();
    await expect(page.getByText(/^页面生成于 \d{4}\/\d{2}\/\d{2} \d{2}:\d{2}/)).toBeVisible();

    const outageFrom = portal!.output().length;
    await gateway!.kill();
    // Past the 30-second window (the portal's cache clock moved ahead, not waited out): the next scans ask for
    // a new render, which fails in the background.
    await portal!.advanceClock(31_000);
    for (let i = 0; i < 3; i++) {
      // Asked without the browser's copy (which it would revalidate, getting a 304: issue 38 item 2).
      const response = await page.request.get(seen);
      expect(response.status()).toBe(200);
      // Past its window: served stale while a new render is tried (and fails), not fresh from the cache.
      expect(response.headers()['x-nextjs-cache']).toBe('STALE');
      expect(await response.text()).toContain(name ?? '');
      await page.goto(seen);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(name ?? '');
      await expect(page.getByText(/^页面生成于/)).toBeVisible();
    }

    const never = await page.goto(`${portal!.origin}/product_scene/88.365.1/PART0001`);
    // The spec's failure screen, said as "unavailable, try again" (runtime/outage-status.ts), not as a fault.
    expect(never?.status()).toBe(503);
    expect(never?.headers()['retry-after']).toBe('30');
    await expect(page.getByRole('heading', { name: '服务器被吃掉了' })).toBeVisible();
    await expect(page.getByRole('link', { name: '返回首页' })).toBeVisible();

    // What the outage logged: each refresh and render that failed in one line, not a stack and its
    // properties (lib/log/expected-error.ts), and the page that failed once with its digest, however many
    // of Next's layers reported it (they do within milliseconds).
    const logged = () => portal!.output().slice(outageFrom).split('\n');
    await expect.poll(() => logged().filter((line) => line.includes('"msg":"request failed"')).length).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const lines = logged();
    expect(lines.filter((line) => line.includes('gateway read not cached')).length).toBeGreaterThan(0);
    expect(lines.filter((line) => /^\s+at |result: \{|userMessage:/.test(line))).toEqual([]);
    const failed = lines.filter((line) => line.includes('"msg":"request failed"')).map((line) => JSON.parse(line) as { path: string; digest: string });
    expect(failed).toEqual([expect.objectContaining({ path: '/product_scene/88.365.1/PART0001', digest: expect.stringMatching(/^\d+$/) })]);
  });
});

test.describe('an identifier page while the gateway takes connections and never answers @desktop-only', () => {
  const base = suitePort();
  let gateway: RunningGateway | undefined;
  let portal: RunningPortal | undefined;
  // Between the portal and the gateway: passes everything on until the gateway "hangs", then holds each
  // request open without a word, as a gateway whose database stopped does.
  let hanging = false;
  const held: ServerResponse[] = [];
  let detailAsked = 0;
  const front = createServer((req, res) => {
    if (req.url?.endsWith('/identifier/detail')) detailAsked += 1;
    if (hanging) return void held.push(res);
    const upstream = httpRequest(`${gateway!.url}${req.url}`, { method: req.method, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    gateway = await startGateway(base + 33);
    await new Promise<void>((resolve) => front.listen(base + 34, '127.0.0.1', resolve));
    portal = await startPortal(base + 32, { GATEWAY_URL: `http://127.0.0.1:${base + 34}`, GATEWAY_TIMEOUT_MS: '2000' });
  });

  test.afterAll(async () => {
    for (const res of held) res.destroy();
    front.closeAllConnections();
    await new Promise((resolve) => front.close(resolve));
    await gateway?.kill();
    await portal?.stop();
  });

  test('a page never seen shows the failure screen without asking again a gateway known to be down', async ({ page }) => {
    test.setTimeout(60_000);
    hanging = true;
    // The first one waits for the 2-second timeout, which makes the gateway known to be down.
    const first = await page.goto(`${portal!.origin}/product_scene/88.365.1/PART0001`);
    expect(first?.status()).toBe(503);
    // Next renders a failing page twice; the first attempt asked, the second did not wait for it again.
    expect(detailAsked).toBe(1);
    const second = await page.goto(`${portal!.origin}/product_scene/88.365.1/AIPROD01`);
    expect(second?.status()).toBe(503);
    await expect(page.getByRole('heading', { name: '服务器被吃掉了' })).toBeVisible();
    await expect(page.getByRole('link', { name: '返回首页' })).toBeVisible();
    expect(detailAsked).toBe(1);
  });
});
