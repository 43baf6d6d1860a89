import { expect, test } from './helpers/test';
import { hydrated } from './helpers/hydration';
import { pushRevalidation } from './helpers/revalidate';
import { watchPage } from './helpers/watch-page';

// When an identifier's data last changed and how often its page was seen (issue 18 item 5, decision
// 0037): on the page on both viewports, in its JSON, counted from the page's beacon and never from a
// crawler. The cluster journey (cluster.spec.ts) counts views over two instances behind nginx.

const identifier = '88.365.1/SINGLE01';
const path = `/product_scene/${identifier}`;

test('the page says when its data last changed and how often it was seen, and counts this view', async ({ page }) => {
  const beacon = page.waitForRequest((r) => r.url().endsWith('/api/identifier/views') && r.method() === 'POST');
  await page.goto(path);
  await expect(page.getByText(/^标识数据更新于 2026\/01\/15 08:00( · 浏览 [\d,]+ 次)?$/)).toBeVisible();
  // Served from the cache, the page may be minutes old: it then says how old as well.
  await expect(page.getByText(/^页面生成于 \d{4}\/\d{2}\/\d{2} \d{2}:\d{2}(（.+前）)?$/)).toBeVisible();
  expect((await beacon).postDataJSON()).toEqual({ identifier });
});

test('a page kept since it was made shows how often it was seen as its beacon’s answer says', async ({ page }) => {
  // nginx's copy of an unchanged page keeps the bytes of its first render (decision 0057), count included.
  let answered = 0;
  await page.route('**/api/identifier/views', async (route) => {
    answered += 1;
    await route.fulfill({ status: 204, headers: { 'x-view': 'counted', 'x-view-count': '1234567' } });
  });
  await page.goto(path);
  await expect(page.getByText(/^标识数据更新于 2026\/01\/15 08:00 · 浏览 1,234,567 次$/)).toBeVisible();
  expect(answered).toBe(1);
});

test('a page made minutes before it is seen says how long ago, by the browser’s clock', async ({ page }) => {
  const { problems } = watchPage(page);
  // The browser's clock 20 minutes on: to it, the page the server made (or kept in its cache) is at least that old.
  await page.clock.setFixedTime(Date.now() + 20 * 60_000);
  await page.goto(path);
  await hydrated(page);
  const line = page.getByText(/^页面生成于 \d{4}\/\d{2}\/\d{2} \d{2}:\d{2}（\d+ (分钟|小时|天)前）$/);
  await expect(line).toBeVisible();
  const [, amount, unit] = (await line.innerText()).match(/（(\d+) (分钟|小时|天)前）/)!;
  // The browser reads its clock to the whole minute (data-age.tsx), so 20 minutes on may read as 19.
  if (unit === '分钟') expect(Number(amount)).toBeGreaterThanOrEqual(19);
  // The server's HTML has no age: the browser adds it after hydrating, without a mismatch.
  expect(problems).toEqual([]);
});

test.describe('view counts @desktop-only', () => {
  // One that no page of the suite opens: a view of it still waiting in the instance for its flush would be
  // counted in the middle of this test.
  const identifier = '88.365.1/EMPTY001';
  const path = `/product_scene/${identifier}`;
  let lastPush = 0;
  const json = async (request: import('@playwright/test').APIRequestContext) => {
    // A signed refresh first: the JSON is served from the 30-second cache like the page. Each push has a
    // later timestamp than the last (the poll below asks several times a second): the door refuses a copy
    // of one it served (409).
    lastPush = Math.max(Math.floor(Date.now() / 1000), lastPush + 1);
    await pushRevalidation(request, [identifier], { at: lastPush });
    return (await request.get(path, { headers: { accept: 'application/json' } })).json();
  };

  test('the JSON carries the update time and the views that browsers reported, once per visitor whatever its browser, not those of crawlers', async ({ request }) => {
    const before = await json(request);
    expect(before.updateTime).toBe('2025-10-30 17:45:00');
    expect(typeof before.viewCount).toBe('number');
    const send = (userAgent: string) => request.post('/api/identifier/views', { headers: { 'user-agent': userAgent }, data: { identifier } });
    const browsers = ['Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1', 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36 MicroMessenger/8.0.50'];
    // One address (this test's, helpers/test.ts): one visitor, whatever browser it says it is (issue 61
    // item 5). A visitor counts once per identifier per half hour (issue 39): every beacon after the first is a repeat.
    const first = await send(browsers[0]);
    expect(first.headers()['x-view']).toBe('counted');
    // How often the page was seen, as the page's read says now: what the page shows in place of its own count.
    expect(first.headers()['x-view-count']).toBe(String(before.viewCount));
    for (const agent of [browsers[1], ...browsers]) expect((await send(agent)).headers()['x-view']).toBe('repeat');
    for (const crawler of ['Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)', 'Sogou web spider/4.0(+http://www.sogou.com/docs/help/webmasters.htm#07)', 'curl/8.5.0']) {
      const refused = await send(crawler);
      expect(refused.status()).toBe(204);
      expect(refused.headers()['x-view']).toBe('bot');
      expect(refused.headers()['x-view-count']).toBeUndefined();
    }
    // The instance hands its views to the gateway every 2 s.
    await expect.poll(async () => (await json(request)).viewCount, { timeout: 10_000 }).toBe(before.viewCount + 1);
  });

  test('a beacon for something that is not an identifier is refused in Chinese', async ({ request }) => {
    const refused = await request.post('/api/identifier/views', { data: { identifier: '<script>' } });
    expect(refused.status()).toBe(400);
    expect((await refused.json()).message).toBe('请输入正确的标识');
    // A well-formed code whose page answers 404 is no view (issue 39), and still a 204: a beacon reads nothing.
    const iPhone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';
    const unknown = await request.post('/api/identifier/views', { headers: { 'user-agent': iPhone }, data: { identifier: '88.365.1/NOPE0000' } });
    expect(unknown.status()).toBe(204);
    expect(unknown.headers()['x-view']).toBe('unknown');
  });
});
