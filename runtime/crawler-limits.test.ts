import { valueOf } from '@/core/metrics/value';
import { portalMetrics } from '@/lib/metrics/families';
import { Buckets, crawlerLimits } from './crawler-limits';
import { CrawlerVerification, type CrawlerResolver } from './crawler-verification';
import { installPipeline } from './install';
import { stampPeer } from './peer-address';
import { closeAll, request, TestServer, type Answer } from './test-server';

// The crawler limit in the pipeline in front of a real HTTP server, at 20 requests a second per claimed
// crawler and address (a burst of 200), 100 per network for the engine's confirmed addresses. The clock is the test's: a second
// passes when the test says so, however long the requests took. Behind a trusted proxy, so each request
// names its address in X-Forwarded-For (one server below counts the connection's own address).

const baidu = 'Mozilla/5.0 (compatible; Baiduspider/2.0; +http://www.baidu.com/search/spider.html)';
const google = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const chrome = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

const fail = (code: string) => Object.assign(new Error(code), { code });
/** DNS as this test tells it: 192.0.2.0/24 never answers, 198.18.0.0/24 fails, the rest from the tables. */
const ptr: Record<string, string[]> = {
  '66.249.66.1': ['crawl-66-249-66-1.googlebot.com'],
  // Names a scraper can write for its own addresses: not under the engine's domain, or not confirmed forward.
  '203.0.113.9': ['crawl-66-249-66-1.googlebot.com.evil.example'],
  '203.0.114.5': ['crawl-203-0-114-5.googlebot.com'],
};
const forward: Record<string, string[]> = { 'crawl-66-249-66-1.googlebot.com': ['66.249.66.1'], 'crawl-203-0-114-5.googlebot.com': ['66.249.66.2'] };
const resolver: CrawlerResolver = {
  reverse(address) {
    if (address.startsWith('192.0.2.')) return new Promise(() => undefined);
    if (address.startsWith('198.18.0.')) return Promise.reject(fail('ESERVFAIL'));
    return ptr[address] ? Promise.resolve(ptr[address]) : Promise.reject(fail('ENOTFOUND'));
  },
  addresses: (name) => (forward[name] ? Promise.resolve(forward[name]) : Promise.reject(fail('ENOTFOUND'))),
};

let clock = 1_000_000;
const now = () => clock;
const verification = new CrawlerVerification({ resolver, now, timeoutMs: 50 });
const policy = () => "default-src 'self'";
const limits = crawlerLimits({ perSecond: 20, verifiedPerSecond: 100, burstSeconds: 10, trustProxy: true, policy, verification, now });
const stamp = (req: Parameters<typeof stampPeer>[0], _res: unknown, next: () => void) => (stampPeer(req), next());

class CrawlServer extends TestServer {}
installPipeline([stamp, limits.step], CrawlServer.prototype);
// Without TRUST_PROXY: the connection's own address, whatever X-Forwarded-For says.
class PeerServer extends TestServer {}
installPipeline([stamp, crawlerLimits({ perSecond: 1, verifiedPerSecond: 1, burstSeconds: 2, trustProxy: false, policy, now }).step], PeerServer.prototype);

let port: number;
let peerPort: number;
const servers: TestServer[] = [];

beforeAll(async () => {
  for (const server of [new CrawlServer((_req, res) => res.end('page')), new PeerServer((_req, res) => res.end('page'))]) {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    servers.push(server);
  }
  [port, peerPort] = servers.map((s) => (s.address() as { port: number }).port);
});
afterAll(() => closeAll(servers));

const get = (userAgent: string, from: string, { path = '/product_scene/88.365.1/DEMO0001', method = 'GET' } = {}): Promise<Answer> =>
  request(port, path, { method, headers: { 'user-agent': userAgent, 'x-forwarded-for': from } });

/** `count` requests at once, the i-th from `from(i)`: their statuses, counted. */
async function burst(count: number, userAgent: string, from: (i: number) => string, path?: string): Promise<Record<number, number>> {
  const answers = await Promise.all(Array.from({ length: count }, (_, i) => get(userAgent, from(i), { path })));
  const statuses: Record<number, number> = {};
  for (const { status } of answers) statuses[status] = (statuses[status] ?? 0) + 1;
  return statuses;
}

/** Spends a network's whole burst (at most 200): its next request is refused. */
const exhaust = async (userAgent: string, from: string) => expect((await burst(250, userAgent, () => from))[429]).toBeGreaterThanOrEqual(50);

const refusals = (crawler: string) => valueOf(portalMetrics().limitRefusals, { door: 'crawler', crawler });

describe('the crawler limit', () => {
  it('refuses a scraper claiming Baiduspider past its burst with 429, Retry-After and a short Chinese screen, then lets through its rate', async () => {
    const before = await refusals('baidu');
    expect(await burst(200, baidu, () => '198.51.100.7')).toEqual({ 200: 200 });
    const refused = await get(baidu, '198.51.100.7');
    expect(refused.status).toBe(429);
    expect(refused.headers['retry-after']).toBe('1');
    expect(refused.headers['cache-control']).toBe('no-store');
    expect(refused.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(refused.body).toContain('<h1>访问过于频繁</h1>');
    expect(refused.body).toContain('请求过于频繁，请在 1 秒后再访问');
    expect(refused.body).toContain('<meta name="robots" content="noindex">');
    const head = await get(baidu, '198.51.100.7', { method: 'HEAD' });
    expect([head.status, head.body]).toEqual([429, '']);
    expect(await refusals('baidu')).toBe(before + 2);
    // Hammering on: each second lets 20 more through and refuses the rest.
    for (let second = 0; second < 3; second++) {
      clock += 1_000;
      expect(await burst(60, baidu, () => '198.51.100.7')).toEqual({ 200: 20, 429: 40 });
    }
  });

  it('charges an unconfirmed claim to the address that makes it: a neighbour on the /24 spends nothing of another’s (issue 61 item 6)', async () => {
    await exhaust(baidu, '198.51.100.40');
    expect(await burst(200, baidu, () => '198.51.100.41')).toEqual({ 200: 200 });
    expect(await burst(200, baidu, (i) => `198.51.100.${100 + (i % 100)}`)).toEqual({ 200: 200 });
  });

  it('counts an IPv6 client by its /64, and each claimed crawler apart', async () => {
    expect(await burst(201, google, (i) => `2001:db8:5:6:${i.toString(16)}::1`)).toEqual({ 200: 200, 429: 1 });
    expect((await get(google, '2001:db8:5:6:ffff:ffff:ffff:fffe')).status).toBe(429);
    expect((await get(google, '2001:db8:5:7::1')).status).toBe(200);
    expect((await get(baidu, '2001:db8:5:6::1')).status).toBe(200);
  });

  it('never refuses a real crawl of 10 pages a second in bursts from one /24, over two minutes', async () => {
    // Up to 30 pages in one second, none in others: 100 every 10 seconds, as a crawler's fetchers come and go.
    const pattern = [0, 0, 30, 5, 15, 0, 10, 20, 0, 20];
    let refused = 0;
    for (let second = 0; second < 120; second++) {
      clock += 1_000;
      const statuses = await burst(pattern[second % 10], baidu, (i) => `220.181.108.${90 + ((second + i) % 90)}`);
      refused += statuses[429] ?? 0;
    }
    expect(refused).toBe(0);
  });

  it('leaves browsers and other clients alone, in a network whose crawler claim is being refused', async () => {
    await exhaust(baidu, '198.51.100.9');
    const tracked = limits.tracked();
    expect(await burst(300, chrome, (i) => `198.51.100.${i % 250}`)).toEqual({ 200: 300 });
    expect(await burst(50, 'curl/8.5.0', () => '198.51.100.9')).toEqual({ 200: 50 });
    expect(limits.tracked()).toBe(tracked);
  });

  it('gives an address that reverse DNS confirms as Googlebot’s the higher allowance, and a name that only claims it the ordinary one', async () => {
    // The first request is judged at once by the ordinary rule; the check runs behind it.
    expect((await get(google, '66.249.66.1')).status).toBe(200);
    await verification.settled();
    // 100 a second, a burst of 1,000.
    expect(await burst(1_000, google, () => '66.249.66.1')).toEqual({ 200: 1_000 });
    expect((await get(google, '66.249.66.1')).status).toBe(429);
    for (const scraper of ['203.0.113.9', '203.0.114.5']) {
      expect((await get(google, scraper)).status).toBe(200);
      await verification.settled();
      expect(await burst(200, google, () => scraper)).toEqual({ 200: 199, 429: 1 });
    }
  });

  it('keeps a confirmed crawler’s allowance from a neighbour on its /24 that only claims to be it (issue 61 item 6)', async () => {
    clock += 60_000;
    // 66.249.66.77 has no PTR record: a neighbour, not Googlebot, however it names itself.
    expect((await get(google, '66.249.66.77')).status).toBe(200);
    await verification.settled();
    await exhaust(google, '66.249.66.77');
    expect(await burst(1_000, google, () => '66.249.66.1')).toEqual({ 200: 1_000 });
  });

  it('answers at once while DNS does not answer or fails, then counts by the ordinary rule', async () => {
    // 192.0.2.x never answers: had the request waited for it, this one would never come back.
    expect((await get(baidu, '192.0.2.1')).status).toBe(200);
    expect((await get(baidu, '198.18.0.1')).status).toBe(200);
    await verification.settled();
    expect(await burst(200, baidu, () => '192.0.2.1')).toEqual({ 200: 199, 429: 1 });
    expect(await burst(200, baidu, () => '198.18.0.1')).toEqual({ 200: 199, 429: 1 });
  });

  it('never refuses robots.txt or the build files', async () => {
    await exhaust(baidu, '198.51.100.9');
    expect(await burst(30, baidu, () => '198.51.100.9', '/robots.txt')).toEqual({ 200: 30 });
    expect(await burst(30, baidu, () => '198.51.100.9', '/_next/static/chunks/main.js')).toEqual({ 200: 30 });
  });

  it('without a trusted proxy counts the connection’s own address, whatever X-Forwarded-For says', async () => {
    const from = (address: string, forwarded: string) => request(peerPort, '/news', { from: address, headers: { 'user-agent': baidu, 'x-forwarded-for': forwarded } });
    expect((await from('127.0.0.2', '1.1.1.1')).status).toBe(200);
    expect((await from('127.0.0.2', '2.2.2.2')).status).toBe(200);
    expect((await from('127.0.0.2', '3.3.3.3')).status).toBe(429);
    expect((await from('127.0.0.3', '1.1.1.1')).status).toBe(200);
  });
});

describe('the crawler limit’s memory', () => {
  it('stays at its cap for a million networks, and never forgets the one hammering', () => {
    const buckets = new Buckets(1_000);
    const hot = 'baidu 198.51.100.0/24';
    for (let i = 0; i < 200; i++) buckets.take(hot, 20, 200, 0);
    for (let i = 0; i < 1_000_000; i++) {
      buckets.take(`baidu 10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`, 20, 200, 0);
      if (i % 500 === 0) expect(buckets.take(hot, 20, 200, 0)).toBeGreaterThan(0);
    }
    expect(buckets.size()).toBe(1_000);
  });
});
