import { createHash } from 'node:crypto';
import http from 'node:http';
import { expect, test } from './helpers/test';
import { suitePort } from './helpers/suite';
import { startPortal, type RunningPortal } from './helpers/portal';

// Issue 63 item 4: a page opened in WeChat sets its own share card through WeChat's JS-SDK. A second portal
// of the suite's build runs with an official account whose API is a stand-in here (as the SMS providers'
// are); WeChat's JS-SDK is answered in the browser by a stand-in that records what the page asks of it.
const port = suitePort() + 33;
const apiPort = suitePort() + 34;
const wechatBrowser =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36 MicroMessenger/8.0.49.2600(0x28003133) NetType/WIFI Language/zh_CN';

const calls: string[] = [];
let api: http.Server;
let portal: RunningPortal;

test.beforeAll(async () => {
  test.setTimeout(150_000);
  api = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    calls.push(url.pathname);
    res.setHeader('content-type', 'application/json');
    if (url.pathname === '/cgi-bin/token' && url.searchParams.get('appid') === 'wx0123456789abcdef') return res.end(JSON.stringify({ access_token: 'stand-in-token', expires_in: 7200 }));
    if (url.pathname === '/cgi-bin/ticket/getticket' && url.searchParams.get('access_token') === 'stand-in-token') return res.end(JSON.stringify({ errcode: 0, errmsg: 'ok', ticket: 'stand-in-ticket', expires_in: 7200 }));
    res.end(JSON.stringify({ errcode: 40013, errmsg: 'invalid appid' }));
  });
  await new Promise<void>((resolve) => api.listen(apiPort, '127.0.0.1', resolve));
  portal = await startPortal(port, { WECHAT_MP_APP_ID: 'wx0123456789abcdef', WECHAT_MP_APP_SECRET: 'standInSecret0123456789', WECHAT_API_URL: `http://127.0.0.1:${apiPort}` });
});
test.afterAll(async () => {
  await portal?.stop();
  await new Promise((resolve) => api?.close(resolve));
});

interface Recorded {
  config?: { appId: string; timestamp: number; nonceStr: string; signature: string; jsApiList: string[] };
  cards: { kind: string; title: string; desc?: string; link: string; imgUrl: string }[];
}

/** WeChat's JS-SDK as the browser gets it here: it records the configuration and the cards. */
const sdkStandIn = `window.wx = {
  config(options) { (window.recorded ||= { cards: [] }).config = options; },
  ready(callback) { setTimeout(callback, 0); },
  updateAppMessageShareData(card) { window.recorded.cards.push({ kind: 'friend', ...card }); },
  updateTimelineShareData(card) { window.recorded.cards.push({ kind: 'timeline', ...card }); },
};`;

test('a page opened in WeChat sets its card: the product, its maker and recall state, its picture, signed for its own address', async ({ browser }) => {
  const context = await browser.newContext({ userAgent: wechatBrowser });
  const page = await context.newPage();
  await page.route('https://res.wx.qq.com/**', (route) => route.fulfill({ contentType: 'application/javascript', body: sdkStandIn }));
  const address = `${portal.origin}/product_scene/88.365.1/DEMO0001?from=singlemessage`;
  const response = await page.goto(`${address}#scene-tab-1`);
  // The host is allowed on this deployment's identifier pages, where the script comes from.
  expect(response!.headers()['content-security-policy']).toMatch(/script-src [^;]*https:\/\/res\.wx\.qq\.com/);

  await expect.poll(() => page.evaluate(() => (window as unknown as { recorded?: Recorded }).recorded?.cards.length ?? 0)).toBe(2);
  const recorded = await page.evaluate(() => (window as unknown as { recorded: Recorded }).recorded);
  const { appId, timestamp, nonceStr, signature, jsApiList } = recorded.config!;
  expect(appId).toBe('wx0123456789abcdef');
  expect(jsApiList).toEqual(['updateAppMessageShareData', 'updateTimelineShareData']);
  // Signed as WeChat checks it: the page's address without its fragment, with the ticket of the stand-in.
  expect(signature).toBe(createHash('sha1').update(`jsapi_ticket=stand-in-ticket&noncestr=${nonceStr}&timestamp=${timestamp}&url=${address}`).digest('hex'));
  const friend = recorded.cards.find((c) => c.kind === 'friend')!;
  expect(friend).toMatchObject({ title: '永磁交流伺服电机 CR-SM130-15', link: address });
  expect(friend.desc).toBe('江苏澄锐智能驱动科技股份有限公司；该产品在企业召回名单中，请联系售后处理');
  expect(friend.imgUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/.+\.(png|jpe?g)$/);
  expect(recorded.cards.find((c) => c.kind === 'timeline')!.title).toContain('永磁交流伺服电机');

  // A second page, and the token and ticket are not fetched again: one of each for the portal.
  await page.goto(`${portal.origin}/product_scene/88.365.1/NORECALL`);
  await expect.poll(() => page.evaluate(() => (window as unknown as { recorded?: Recorded }).recorded?.cards.length ?? 0)).toBe(2);
  expect((await page.evaluate(() => (window as unknown as { recorded: Recorded }).recorded)).cards[0]!.desc).toContain('未列入企业召回名单');
  expect(calls.filter((c) => c === '/cgi-bin/token')).toHaveLength(1);
  expect(calls.filter((c) => c === '/cgi-bin/ticket/getticket')).toHaveLength(1);
  await context.close();
});

test('outside WeChat nothing loads from WeChat, and a portal without an account names no WeChat host', async ({ page, request }) => {
  const wechatRequests: string[] = [];
  page.on('request', (r) => {
    if (/weixin|wx\.qq\.com/.test(r.url())) wechatRequests.push(r.url());
  });
  await page.goto(`${portal.origin}/product_scene/88.365.1/DEMO0001`);
  await page.waitForLoadState('networkidle');
  expect(wechatRequests).toEqual([]);
  // The suite's own server has no official account: its identifier pages keep the build's policy.
  const plain = await request.get('/product_scene/88.365.1/DEMO0001');
  expect(plain.headers()['content-security-policy']).not.toContain('wx.qq.com');
  expect(await plain.text()).not.toContain('jweixin');
});

test('the portal signs only its own pages', async ({ request }) => {
  const refused = await request.get(`${portal.origin}/api/wechat/share?url=${encodeURIComponent('https://evil.example/page')}`);
  expect(refused.status()).toBe(400);
  expect((await refused.json()).message).toBe('只能为本站页面生成分享配置');
});
