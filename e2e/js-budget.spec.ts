import { mkdirSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './helpers/test';
import { samplePaths } from '../lib/security/route-samples';
import { messages } from '../core/messages';
import { hydrated } from './helpers/hydration';

// First-load JavaScript per route, from the production build the tests run: the gzip bytes of every
// script a route's HTML loads before it can run, leaving out the `noModule` polyfills that current
// browsers skip. Recorded in test-results/first-load-js.json and held to a budget: no content page may
// ship more than 1.3 times a plain page in the shell drawn with MUI (/contact), and no page more than
// 320 kB. Pages with forms carry their form code; a page that needs a heavy library (the AI charts) or a
// part that shows only on request (the consultation dialog, the drawers) loads it later, on demand. The
// pages people land on are drawn without MUI and load no Emotion at all (docs/decisions/0014).
const budget = { contentRatio: 1.3, maxKb: 320 };
const samples: Record<string, string> = { '/product_scene/a/b': '/product_scene/88.365.1/DEMO0001' };
const gated = new Set(['/personal_update', '/identification/apply', '/application/confirmOrder', '/application/confirm-order', '/application/payment', '/application/payResult']);
const contentRoutes = new Set([...samplePaths('(site)'), ...samplePaths('(promo)')]);
const withoutMui = ['/home', '/news', '/news/detail/1', '/application/list', '/product_scene/88.365.1/DEMO0001'];
const routes = [...contentRoutes, ...samplePaths('(app)')].map((p) => samples[p] ?? p).filter((p) => !gated.has(p) && p !== '/bench');

async function firstLoadScripts(request: APIRequestContext, path: string): Promise<Buffer[]> {
  const html = await (await request.get(path)).text();
  const tags = [...html.matchAll(/<script[^>]+src="([^"]+)"[^>]*>/g)].filter((m) => !/\snoModule/i.test(m[0]));
  return Promise.all([...new Set(tags.map((m) => m[1]))].map(async (src) => (await request.get(src)).body()));
}

async function firstLoadKb(request: APIRequestContext, path: string): Promise<number> {
  const scripts = await firstLoadScripts(request, path);
  return scripts.reduce((bytes, script) => bytes + gzipSync(script).length, 0) / 1024;
}

test('first-load JavaScript of every route stays within its budget @desktop-only', async ({ request }) => {
  test.setTimeout(180_000);
  const simplest = await firstLoadKb(request, '/contact');
  const sizes: Record<string, number> = {};
  for (const path of routes) sizes[path] = Number((await firstLoadKb(request, path)).toFixed(1));
  mkdirSync('test-results', { recursive: true });
  writeFileSync('test-results/first-load-js.json', JSON.stringify({ budget, simplestKb: Number(simplest.toFixed(1)), routes: sizes }, null, 2));
  const contentLimit = Math.min(budget.maxKb, simplest * budget.contentRatio);
  const over = Object.entries(sizes).filter(([path, kb]) => kb > (contentRoutes.has(path) ? contentLimit : budget.maxKb));
  expect(simplest).toBeGreaterThan(50);
  expect(over, `content pages over ${contentLimit.toFixed(0)} kB or pages over ${budget.maxKb} kB`).toEqual([]);
});

// The scan page on its own budget (issue 64 item 3): the brotli bytes a phone downloads before the page
// can run, and the flight data its HTML carries inline for hydration (`self.__next_f.push`: the rendered
// tree once more). Held at what the page weighs now, a few kB above, so any regression fails here: React,
// React DOM and Next's client alone are 108.8 kB of brotli (docs/decisions/0078),
// so the 100 kB cannot be met on this stack; `npm run bench` prints both figures beside its targets.
const scanPage = { path: '/product_scene/88.365.1/DEMO0001', maxBrotliKb: 146, maxFlightKb: 28 };

test('the identifier page stays within its JavaScript and flight data budget @desktop-only', async ({ request }) => {
  const scripts = await firstLoadScripts(request, scanPage.path);
  const brotliKb = scripts.reduce((bytes, script) => bytes + brotliCompressSync(script).length, 0) / 1024;
  const html = await (await request.get(scanPage.path)).text();
  const flightKb = [...html.matchAll(/<script[^>]*>(\(?self\.__next_f[\s\S]*?)<\/script>/g)].reduce((bytes, m) => bytes + Buffer.byteLength(m[1]), 0) / 1024;
  // The framework's own scripts are in it (a page with less than React would be a broken page), and the
  // first scene's markup is in the flight data.
  expect(brotliKb).toBeGreaterThan(100);
  expect(html).toContain('出厂质检报告');
  expect(flightKb).toBeGreaterThan(5);
  expect(brotliKb, `first-load JavaScript ${brotliKb.toFixed(1)} kB of brotli`).toBeLessThanOrEqual(scanPage.maxBrotliKb);
  expect(flightKb, `flight data ${flightKb.toFixed(1)} kB`).toBeLessThanOrEqual(scanPage.maxFlightKb);
});

test('the pages people land on load no Emotion and no MUI theme @desktop-only', async ({ request }) => {
  // Emotion names its style tags `data-emotion`; the string is in its cache and sheet code.
  const emotion = async (path: string) => (await firstLoadScripts(request, path)).some((script) => script.includes('data-emotion'));
  expect(await emotion('/contact')).toBe(true);
  const loading = [];
  for (const path of withoutMui) if (await emotion(path)) loading.push(path);
  expect(loading).toEqual([]);
});

test('the pages people land on carry the message catalogue once @desktop-only', async ({ request }) => {
  // The global error boundary is a bundle of its own beside the layout's: importing the whole catalogue
  // there sent it twice on every first load (components/errors/error-screen.tsx); it carries only the
  // error screens' own texts now. A text of the common area and one of the marketplace's, each in at
  // most one script.
  const probes = [messages.identifierInvalid, messages.marketHomeDescription];
  const twice: string[] = [];
  for (const path of withoutMui) {
    const scripts = await firstLoadScripts(request, path);
    for (const text of probes) {
      const carriers = scripts.filter((script) => script.includes(text)).length;
      if (carriers > 1) twice.push(`${path}: ${text} in ${carriers} scripts`);
    }
  }
  expect(twice).toEqual([]);
});

// A formatter's first construction loads the locale's data on the main thread: 23 ms of a hydration task
// on a fast desktop, four times that on Lighthouse's phone (decision 0038, fifth look). The scan path
// formats on the server.
test('the identifier page builds no Intl formatter in the browser @desktop-only', async ({ page }) => {
  await page.addInitScript(() => {
    const made: string[] = ((window as unknown as { __intlMade: string[] }).__intlMade = []);
    for (const name of ['NumberFormat', 'DateTimeFormat', 'PluralRules', 'RelativeTimeFormat', 'ListFormat', 'Collator'] as const) {
      const Original = Intl[name] as unknown as new (...args: unknown[]) => object;
      (Intl as unknown as Record<string, unknown>)[name] = new Proxy(Original, {
        construct: (target, args) => (made.push(name), Reflect.construct(target, args)),
        apply: (target, self, args) => (made.push(name), Reflect.apply(target as unknown as () => object, self, args)),
      });
    }
  });
  await page.goto('/product_scene/88.365.1/DEMO0001');
  await hydrated(page);
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => (window as unknown as { __intlMade: string[] }).__intlMade)).toEqual([]);
});

// Chrome compiles a marked script's functions while streaming it in, off the main thread
// (scripts/build/compile-hints.mjs, decision 0038, sixth look).
test('the scripts a landing page runs at startup carry V8’s compile hint @desktop-only', async ({ request }) => {
  for (const path of withoutMui) {
    const scripts = await firstLoadScripts(request, path);
    expect(scripts.length, path).toBeGreaterThan(5);
    expect(scripts.filter((script) => !script.toString('utf8').startsWith('//# allFunctionsCalledOnLoad\n')).length, path).toBe(0);
  }
});
