import { CrawlerVerification, defaultVerificationTtlMs, systemResolver, type CrawlerResolver } from './crawler-verification';
import { claimedCrawler, crawlers, isCrawlerHost, type Crawler } from './crawlers';

// Which crawler a User-Agent claims, and the forward-confirmed reverse DNS check behind the requests,
// over a resolver the test answers for (this machine has no outside DNS) and the test's clock.

const byName = (name: string): Crawler => crawlers.find((c) => c.name === name)!;
const google = byName('google');
const baidu = byName('baidu');
const fail = (code: string) => Object.assign(new Error(code), { code });

describe('crawler claims', () => {
  it('name the crawler of each engine’s own User-Agent', () => {
    const agents: Record<string, string> = {
      'Mozilla/5.0 (compatible; Baiduspider/2.0; +http://www.baidu.com/search/spider.html)': 'baidu',
      'Mozilla/5.0 (iPhone; CPU iPhone OS 9_1 like Mac OS X) AppleWebKit/601.1.46 (KHTML, like Gecko) Version/9.0 Mobile/13B143 Safari/601.1 (compatible; Baiduspider-render/2.0; +http://www.baidu.com/search/spider.html)': 'baidu',
      'Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)': 'google',
      'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm) Chrome/116.0.1938.76 Safari/537.36': 'bing',
      'Sogou web spider/4.0(+http://www.sogou.com/docs/help/webmasters.htm#07)': 'sogou',
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/71.0.3578.98 Safari/537.36; 360Spider': '360',
      'Mozilla/5.0 (Linux; U; Android 8.1.0; zh-CN; EML-AL00 Build/HUAWEIEML-AL00) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/57.0.2987.108 baidu.sogo.uc.UCBrowser/11.9.4.974 UWS/2.13.1.48 Mobile Safari/537.36 AliApp(DingTalk/4.5.11) YisouSpider/5.0': 'shenma',
      'Mozilla/5.0 (Linux; Android 5.0) AppleWebKit/537.36 (KHTML, like Gecko) Mobile Safari/537.36 (compatible; Bytespider; spider-feedback@bytedance.com)': 'bytedance',
    };
    for (const [agent, name] of Object.entries(agents)) expect({ agent, claimed: claimedCrawler(agent)?.name }).toEqual({ agent, claimed: name });
  });

  it('are none for browsers, the engines’ own apps and other tools', () => {
    for (const agent of [
      undefined,
      '',
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.40(0x18002831) NetType/WIFI Language/zh_CN',
      'Mozilla/5.0 (Linux; Android 10; V2001A) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/76.0.3809.89 Mobile Safari/537.36 T7/12.10 SP-engine/2.28.0 baiduboxapp/12.10.0.10 (Baidu; P1 10)',
      'Mozilla/5.0 (Linux; Android 10) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/86.0.4240.99 Mobile Safari/537.36 SogouMSE,SogouMobileBrowser/5.40.5',
      'curl/8.5.0',
    ]) {
      expect(claimedCrawler(agent)).toBeUndefined();
    }
  });

  it('are confirmed only by names under the engine’s domains', () => {
    expect(isCrawlerHost(baidu, 'baiduspider-116-179-32-50.crawl.baidu.com')).toBe(true);
    expect(isCrawlerHost(baidu, 'BaiduMobaider-119-63-195-254.crawl.baidu.jp.')).toBe(true);
    expect(isCrawlerHost(baidu, 'crawl.baidu.com.evil.example')).toBe(false);
    expect(isCrawlerHost(baidu, 'notbaidu.com')).toBe(false);
    expect(isCrawlerHost(google, 'crawl-66-249-66-1.GOOGLEBOT.com')).toBe(true);
    expect(isCrawlerHost(google, 'baiduspider.crawl.baidu.com')).toBe(false);
  });
});

/** A resolver from tables, counting its lookups; `hang` addresses never answer, `broken` ones fail with SERVFAIL. */
function tableResolver(ptr: Record<string, string[]>, forward: Record<string, string[]>, { hang = [] as string[], broken = [] as string[] } = {}) {
  const lookups: string[] = [];
  const resolver: CrawlerResolver = {
    reverse(address) {
      lookups.push(address);
      if (hang.includes(address)) return new Promise(() => undefined);
      if (broken.includes(address)) return Promise.reject(fail('ESERVFAIL'));
      return ptr[address] ? Promise.resolve(ptr[address]) : Promise.reject(fail('ENOTFOUND'));
    },
    addresses: (name) => (forward[name] ? Promise.resolve(forward[name]) : Promise.reject(fail('ENOTFOUND'))),
  };
  return { resolver, lookups };
}

describe('the forward-confirmed reverse DNS check', () => {
  let clock = 0;
  const now = () => clock;

  /** The verdict at once, then the one after the check behind it. */
  async function judge(verification: CrawlerVerification, crawler: Crawler, address: string, network = `${address}/net`) {
    const first = verification.verdict(crawler, network, address);
    await verification.settled();
    return [first, verification.verdict(crawler, network, address)];
  }

  it('verifies a PTR name of the engine whose addresses hold the client’s, however the address is written', async () => {
    const { resolver } = tableResolver(
      { '66.249.66.1': ['crawl-66-249-66-1.googlebot.com.'], '::ffff:66.249.66.2': ['crawl-66-249-66-2.googlebot.com'], '2001:db8::a': ['x.googlebot.com'] },
      { 'crawl-66-249-66-1.googlebot.com.': ['66.249.66.1'], 'crawl-66-249-66-2.googlebot.com': ['66.249.66.2'], 'x.googlebot.com': ['2001:0db8:0:0:0:0:0:000A'] },
    );
    const verification = new CrawlerVerification({ resolver, now });
    expect(await judge(verification, google, '66.249.66.1')).toEqual(['unverified', 'verified']);
    expect(await judge(verification, google, '::ffff:66.249.66.2')).toEqual(['unverified', 'verified']);
    expect(await judge(verification, google, '2001:db8::a')).toEqual(['unverified', 'verified']);
  });

  it('refutes a PTR name of another domain, one whose addresses do not hold the client’s, and an address without one', async () => {
    const { resolver } = tableResolver(
      { '203.0.113.9': ['crawl-66-249-66-1.googlebot.com.evil.example'], '203.0.114.5': ['crawl-203-0-114-5.googlebot.com'], '203.0.115.5': ['gone.googlebot.com'] },
      { 'crawl-66-249-66-1.googlebot.com.evil.example': ['203.0.113.9'], 'crawl-203-0-114-5.googlebot.com': ['66.249.66.2'] },
    );
    const verification = new CrawlerVerification({ resolver, now });
    for (const address of ['203.0.113.9', '203.0.114.5', '203.0.115.5', '203.0.116.1']) expect(await judge(verification, google, address)).toEqual(['unverified', 'unverified']);
    // Baidu's name does not verify a Googlebot claim.
    const baiduName = tableResolver({ '116.179.32.50': ['baiduspider-116-179-32-50.crawl.baidu.com'] }, { 'baiduspider-116-179-32-50.crawl.baidu.com': ['116.179.32.50'] });
    const claims = new CrawlerVerification({ resolver: baiduName.resolver, now });
    expect(await judge(claims, google, '116.179.32.50')).toEqual(['unverified', 'unverified']);
    expect(await judge(claims, baidu, '116.179.32.50')).toEqual(['unverified', 'verified']);
  });

  it('asks DNS once per crawler and network while its answer holds, then again; verified stays verified meanwhile', async () => {
    const ptr: Record<string, string[]> = { '66.249.66.1': ['crawl.googlebot.com'] };
    const { resolver, lookups } = tableResolver(ptr, { 'crawl.googlebot.com': ['66.249.66.1'] });
    const verification = new CrawlerVerification({ resolver, now });
    await judge(verification, google, '66.249.66.1', '66.249.66.0/24');
    for (let i = 2; i < 100; i++) verification.verdict(google, '66.249.66.0/24', `66.249.66.${i}`);
    expect(lookups).toEqual(['66.249.66.1']);
    // A day later the PTR is gone: verified until the new check says otherwise.
    clock += defaultVerificationTtlMs.verified;
    delete ptr['66.249.66.1'];
    expect(await judge(verification, google, '66.249.66.1', '66.249.66.0/24')).toEqual(['verified', 'unverified']);
    expect(lookups).toHaveLength(2);
  });

  it('takes a failing or silent DNS as unverified, gives up on it in time and asks again sooner', async () => {
    const { resolver, lookups } = tableResolver({}, {}, { hang: ['192.0.2.1'], broken: ['198.18.0.1'] });
    const verification = new CrawlerVerification({ resolver, now, timeoutMs: 20 });
    expect(await judge(verification, baidu, '192.0.2.1')).toEqual(['unverified', 'unverified']);
    expect(await judge(verification, baidu, '198.18.0.1')).toEqual(['unverified', 'unverified']);
    expect(lookups).toEqual(['192.0.2.1', '198.18.0.1']);
    clock += defaultVerificationTtlMs.failed;
    await judge(verification, baidu, '198.18.0.1');
    expect(lookups).toHaveLength(3);
  });

  it('runs a bounded number of checks at once and remembers a bounded number of networks', async () => {
    const hang = Array.from({ length: 3 }, (_, i) => `192.0.2.${i}`);
    const { resolver, lookups } = tableResolver({}, {}, { hang });
    const busy = new CrawlerVerification({ resolver, now, timeoutMs: 20, maxChecks: 2 });
    for (const address of hang) expect(busy.verdict(baidu, address, address)).toBe('unverified');
    expect(lookups).toEqual(['192.0.2.0', '192.0.2.1']);
    await busy.settled();
    busy.verdict(baidu, '192.0.2.2', '192.0.2.2');
    expect(lookups).toHaveLength(3);

    const many = new CrawlerVerification({ resolver: tableResolver({}, {}).resolver, now, maxEntries: 100, maxChecks: 100_000 });
    for (let i = 0; i < 10_000; i++) many.verdict(baidu, `10.${i >> 8}.${i & 255}.0/24`, `10.${i >> 8}.${i & 255}.1`);
    await many.settled();
    expect(many.size()).toBeLessThanOrEqual(100);
  });

  it('over the system’s DNS, answers unverified for an address of no crawler, whether DNS answers or not (this machine has no outside DNS)', async () => {
    const verification = new CrawlerVerification({ resolver: systemResolver(500), now, timeoutMs: 500 });
    expect(await judge(verification, baidu, '192.0.2.1')).toEqual(['unverified', 'unverified']);
  });
});
