import http from 'node:http';
import { expect, test } from './helpers/test';
import { suitePort } from './helpers/suite';
import { startPortal, type RunningPortal } from './helpers/portal';
import { busyScreenHtml } from '@/lib/http/unavailable-page';

// Issue 37 item 5: a storm of identifiers nobody scanned before. A portal works on a few identifier
// requests at once (IDENTIFIER_REQUESTS_IN_FLIGHT, here 2); the rest are answered at once with 503,
// Retry-After and a screen that reloads by itself, instead of waiting in a queue (runtime/load-shedding.ts).
const port = suitePort() + 27;
const origin = `http://127.0.0.1:${port}`;

test.describe.configure({ timeout: 150_000 });
test.use({ baseURL: origin });

/** One scan from a phone at `from` (all of 127/8 is this machine). */
function scanFrom(from: string, path: string): Promise<{ status: number; retryAfter: string | undefined; html: string }> {
  return new Promise((resolve, reject) => {
    const request = http.get({ host: '127.0.0.1', port, path, localAddress: from, headers: { accept: 'text/html' } }, (response) => {
      let html = '';
      response.setEncoding('utf8');
      response.on('data', (chunk) => (html += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, retryAfter: response.headers['retry-after'], html }));
    });
    request.on('error', reject);
  });
}

let portal: RunningPortal;
test.beforeAll(async () => {
  test.setTimeout(150_000);
  portal = await startPortal(port, { IDENTIFIER_REQUESTS_IN_FLIGHT: '2' });
});
test.afterAll(async () => {
  await portal?.stop();
});

test('past the limit a scan is told at once to retry, and the page retries by itself @desktop-only', async ({ page }) => {
  // Twenty scans at once of identifiers never seen, from ten phones: two are rendered, the rest shed. (One
  // phone holds at most all but a quarter of the limit, here one: decision 0073.)
  const answers = await Promise.all(
    Array.from({ length: 20 }, (_, i) =>
      scanFrom(`127.0.0.${10 + (i % 10)}`, `/product_scene/88.365.1/STORM${Date.now()}${i}`),
    ),
  );
  const shed = answers.filter((a) => a.status === 503);
  expect(shed.length).toBeGreaterThan(0);
  expect(answers.filter((a) => a.status === 404).length).toBeGreaterThanOrEqual(2);
  for (const a of shed) {
    expect(a.retryAfter).toBe('2');
    expect(a.html).toContain('<meta http-equiv="refresh" content="2">');
  }

  // A person who met the screen sees it in Chinese, and it takes them to the page once the storm is over.
  const held = await page.context().request.get('/product_scene/88.365.1/DEMO0001');
  expect(held.status()).toBe(200);
  await page.setContent(shed[0].html);
  await expect(page.getByRole('heading', { level: 1, name: '当前查询人数较多' })).toBeVisible();
  await expect(page.getByText('页面将在 2 秒后自动重试，也可稍后再扫码查询')).toBeVisible();
  await expect(page.getByRole('link', { name: '返回首页' })).toHaveAttribute('href', '/home');
});

test('the busy screen breaks its lines where a reader pauses, down to a 320 px phone @desktop-only', async ({ page }) => {
  for (const width of [320, 360, 390]) {
    await page.setViewportSize({ width, height: 640 });
    await page.setContent(busyScreenHtml(2).replace(/<meta http-equiv="refresh"[^>]*>/, ''));
    // Each character's line, by where the browser laid it out: no line of the text holds a lone character.
    const lines = await page.getByText('页面将在 2 秒后自动重试').evaluate((p) => {
      const text = p.firstChild!;
      const tops = new Map<number, string>();
      for (let i = 0; i < text.textContent!.length; i++) {
        const range = document.createRange();
        range.setStart(text, i);
        range.setEnd(text, i + 1);
        const top = Math.round(range.getBoundingClientRect().top);
        tops.set(top, (tops.get(top) ?? '') + text.textContent![i]);
      }
      return [...tops.values()].map((line) => line.trim());
    });
    expect({ width, lonely: lines.filter((line) => line.length < 3) }).toEqual({ width, lonely: [] });
  }
});
