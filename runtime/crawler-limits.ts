import type { IncomingMessage } from 'node:http';
import { holderOf, networkOf } from '@/core/net/network';
import { RecentMap } from '@/lib/cache/recent-map.cjs';
import { crawlerLimitedHtml, screenHeaders } from '@/lib/http/unavailable-page';
import { visitorAddress } from '@/lib/http/visitor-address';
import { portalMetrics } from '@/lib/metrics/families';
import { claimedCrawler } from './crawlers';
import type { CrawlerVerification } from './crawler-verification';
import { answeredByStep, type Step } from './pipeline';

// Issue 38 item 4, "crawlers of a million pages" (docs/decisions/0052): a node of a million identifiers is
// a million pages, and a scraper that writes Baiduspider in its User-Agent expects a site to let it
// through. Requests claiming a search engine's crawler are counted per claimed crawler in a token bucket:
// `rate` a second on average, up to `rate × burstSeconds` at once. Past it: 429 with Retry-After, which the
// engines read as "slow down". A claim is counted for the address that makes it (an IPv6 /64), until
// reverse DNS confirms that address as the engine's (./crawler-verification.ts, behind the request); the
// engine's confirmed addresses then share the higher rate per network (IPv4 /24, IPv6 /64). So a neighbour
// that claims the same crawler pays from its own bucket only (issue 61 item 6). Browsers claim no crawler
// and are not counted.

export interface CrawlerLimitOptions {
  /** Requests a second one claimed crawler may send from one network, on average. */
  perSecond: number;
  /** The same for a network whose claim was verified; 0: no limit for them. */
  verifiedPerSecond: number;
  /** Seconds of its rate a network may send at once. */
  burstSeconds: number;
  /** Whether the visitor's address is the reverse proxy's X-Forwarded-For (TRUST_PROXY) or the stamped peer. */
  trustProxy: boolean;
  /** The Content-Security-Policy of the refusal screen. */
  policy: () => string;
  /** Reverse DNS checks; none: every claim is judged by `perSecond`. */
  verification?: CrawlerVerification;
  /** Milliseconds, as Date.now (tests pass their own clock). */
  now?: () => number;
  /** Crawler networks counted at once; the least recently seen is forgotten first. */
  maxNetworks?: number;
}

interface Bucket {
  tokens: number;
  at: number;
  capacity: number;
}

/**
 * Token buckets under keys, at most `max` of them: a Map keeps insertion order, so a bucket taken out and
 * put back at each request is the newest and the first is the one seen longest ago. A million addresses
 * claiming a crawler cost `max` buckets; a forgotten bucket comes back full, as one left alone that long
 * would have been anyway (a hammering network is never the one seen longest ago).
 */
export class Buckets {
  private readonly buckets: RecentMap<string, Bucket>;

  constructor(max: number) {
    this.buckets = new RecentMap(max);
  }

  /** Takes one request from `key`'s bucket, refilled at `rate` a second up to `capacity`: 0 when taken, else the seconds until one is there. */
  take(key: string, rate: number, capacity: number, now: number): number {
    const old = this.buckets.get(key);
    // A clock set back refills nothing. A bucket grown since (a network just verified) has its new room full.
    const refill = old ? (Math.max(0, now - old.at) / 1000) * rate + Math.max(0, capacity - old.capacity) : 0;
    const tokens = old ? Math.min(capacity, old.tokens + refill) : capacity;
    const wait = tokens >= 1 ? 0 : (1 - tokens) / rate;
    this.buckets.set(key, { tokens: wait === 0 ? tokens - 1 : tokens, at: now, capacity });
    return wait;
  }

  size(): number {
    return this.buckets.size;
  }
}

/**
 * Never counted: robots.txt (Google takes a 429 there as "the whole site is off limits" until it gets an
 * answer) and the build's files, which the pipeline serves from memory after this step.
 */
const exempt = (path: string) => path === '/robots.txt' || path.startsWith('/_next/static/');

const header = (req: IncomingMessage, name: string): string | undefined => {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

export interface CrawlerLimits {
  step: Step;
  /** Crawler networks counted now. */
  tracked(): number;
}

export function crawlerLimits(options: CrawlerLimitOptions): CrawlerLimits {
  const buckets = new Buckets(options.maxNetworks ?? 10_000);
  const now = options.now ?? Date.now;
  const step: Step = (req, res, next) => {
    const crawler = claimedCrawler(header(req, 'user-agent'));
    if (!crawler || exempt((req.url ?? '/').split('?')[0])) return next();
    // The stamped peer (runtime/peer-address.ts, the step before) or the trusted proxy's X-Forwarded-For.
    const address = visitorAddress({ get: (name) => header(req, name) ?? null }, { trustProxy: options.trustProxy, peerStamped: true });
    if (!address) return next();
    // Cut short: what a trusted proxy forwards may be no address at all, and keys are held in memory.
    const holder = holderOf(address).slice(0, 64);
    const verified = options.verification?.verdict(crawler, holder, address) === 'verified';
    const rate = verified ? options.verifiedPerSecond : options.perSecond;
    if (rate === 0) return next();
    // Only the claimant pays (issue 61 item 6): a claim DNS has not confirmed is counted for its own address
    // (an IPv6 /64), so a neighbour claiming the same crawler from the same /24 spends nothing of the real
    // one's. The engine's confirmed addresses share one allowance per network, which no one else can spend.
    const key = verified ? `${crawler.name} verified ${networkOf(address).slice(0, 64)}` : `${crawler.name} ${holder}`;
    const wait = buckets.take(key, rate, rate * options.burstSeconds, now());
    if (wait === 0) return next();
    const retryAfter = Math.max(1, Math.ceil(wait));
    portalMetrics().limitRefusals.inc({ door: 'crawler', crawler: crawler.name });
    answeredByStep(res);
    res.writeHead(429, screenHeaders(options.policy(), retryAfter));
    res.end(req.method === 'HEAD' ? undefined : crawlerLimitedHtml(retryAfter));
  };
  return { step, tracked: () => buckets.size() };
}
