// The search engines' crawlers the crawler limit knows (docs/decisions/0052): what their User-Agent says,
// and the domains their addresses' reverse DNS names end in, for the forward-confirmed check
// (runtime/crawler-verification.ts). Anyone can write any User-Agent; only the DNS check tells the engine
// from a scraper wearing its name.

export interface Crawler {
  /** A short name: the metrics label and part of the counting key. */
  name: string;
  /** What its User-Agent says. */
  agent: RegExp;
  /** Domains its addresses' PTR names end in (each checked forward as well); none: never verified. */
  hosts: readonly string[];
}

export const crawlers: readonly Crawler[] = [
  // Baidu's own page: "Baiduspider的hostname以*.baidu.com或*.baidu.jp的格式命名".
  { name: 'baidu', agent: /baiduspider/i, hosts: ['baidu.com', 'baidu.jp'] },
  { name: 'google', agent: /googlebot|google-inspectiontool|googleother|storebot-google|adsbot-google|mediapartners-google/i, hosts: ['googlebot.com', 'google.com'] },
  { name: 'bing', agent: /bingbot|msnbot|bingpreview|adidxbot/i, hosts: ['search.msn.com'] },
  // Sogou web spider, Sogou inst spider, Sogou Pic Spider ...: crawl.sogou.com.
  { name: 'sogou', agent: /sogou[\w ]*spider/i, hosts: ['sogou.com'] },
  { name: '360', agent: /360spider|haosouspider/i, hosts: ['360.cn', 'so.com'] },
  // Shenma (神马), Alibaba's mobile search.
  { name: 'shenma', agent: /yisouspider/i, hosts: ['sm.cn'] },
  { name: 'bytedance', agent: /bytespider/i, hosts: ['bytedance.com'] },
  { name: 'yandex', agent: /yandex\w*bot|yandeximages/i, hosts: ['yandex.ru', 'yandex.net', 'yandex.com'] },
  { name: 'apple', agent: /applebot/i, hosts: ['applebot.apple.com'] },
  { name: 'petal', agent: /petalbot/i, hosts: ['petalsearch.com'] },
];

/** The crawler a User-Agent claims to be, if any: a browser's claims none. */
export function claimedCrawler(userAgent: string | undefined): Crawler | undefined {
  if (!userAgent) return undefined;
  return crawlers.find((crawler) => crawler.agent.test(userAgent));
}

/** Whether a PTR name is one of the crawler's (the domain itself or a name under it), whatever its case or final dot. */
export function isCrawlerHost(crawler: Crawler, hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  return crawler.hosts.some((domain) => host === domain || host.endsWith(`.${domain}`));
}
