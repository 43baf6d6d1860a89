import { Resolver } from 'node:dns/promises';
import { isIPv6 } from 'node:net';
import { RecentMap } from '@/lib/cache/recent-map.cjs';
import { normaliseAddress } from '@/lib/http/visitor-address';
import { isCrawlerHost, type Crawler } from './crawlers';

// Whether a client claiming a crawler is the engine's (docs/decisions/0052): the address's PTR name must
// be one of the engine's domains, and that name's A/AAAA records must hold the address again (a PTR alone
// is whatever the address's owner writes). Asked in the background, never while a request waits: the
// request is judged by what is known now, and an answer arrives for the ones after it. Kept per crawler
// and address (an IPv6 /64), so each address the engine crawls from is confirmed on its own, for hours: a
// check that covered its whole /24 let a neighbour claiming the same crawler share its allowance (issue 61
// item 6). Bounded in number, in time and in lookups at once.

export type Verdict = 'verified' | 'unverified';

/** What the check asks DNS; injectable, so tests answer for it (this project's machines have no outside DNS). */
export interface CrawlerResolver {
  /** The PTR names of an address. */
  reverse(address: string): Promise<string[]>;
  /** The A and AAAA addresses of a name. */
  addresses(hostname: string): Promise<string[]>;
}

const noRecord = (error: unknown) => ['ENOTFOUND', 'ENODATA'].includes((error as { code?: string } | undefined)?.code ?? '');

/** The system's DNS servers through c-ares (not getaddrinfo, which would hold a libuv thread), one try each. */
export function systemResolver(timeoutMs: number): CrawlerResolver {
  const resolver = new Resolver({ timeout: timeoutMs, tries: 1 });
  return {
    reverse: (address) => resolver.reverse(address),
    async addresses(hostname) {
      const [v4, v6] = await Promise.allSettled([resolver.resolve4(hostname), resolver.resolve6(hostname)]);
      const found = [v4, v6].flatMap((r) => (r.status === 'fulfilled' ? r.value : []));
      // A name with A but no AAAA records (or the other way) is an answer; two failures are the first one's.
      if (found.length === 0 && v4.status === 'rejected' && v6.status === 'rejected') throw noRecord(v4.reason) ? v6.reason : v4.reason;
      return found;
    },
  };
}

/** An address in one spelling: an IPv4-mapped one as IPv4, an IPv6 one as the URL standard writes it. */
function canonical(address: string): string {
  const bare = normaliseAddress(address);
  return isIPv6(bare) ? new URL(`http://[${bare}]`).hostname.slice(1, -1) : bare;
}

type Outcome = 'verified' | 'refuted' | 'failed';

interface Entry {
  /** The last check's outcome; undefined while the first runs. */
  outcome?: Outcome;
  /** When it is to be checked again. */
  until: number;
  checking: boolean;
}

export interface VerificationOptions {
  resolver: CrawlerResolver;
  now?: () => number;
  /** The whole check (PTR and forward lookups) gives up after this long, as failed. */
  timeoutMs?: number;
  /** How long an outcome holds before the address is checked again. */
  ttlMs?: Record<Outcome, number>;
  /** Addresses remembered; the least recently asked is forgotten first. */
  maxEntries?: number;
  /** Checks running at once; an address asked beyond that is checked on a later request. */
  maxChecks?: number;
}

export const defaultVerificationTtlMs: Record<Outcome, number> = {
  verified: 24 * 3_600_000,
  // A scraper's address is not asked again for an hour, however many requests it sends.
  refuted: 3_600_000,
  // DNS did not answer (timeout, SERVFAIL): asked again soon, the address meanwhile judged unverified.
  failed: 5 * 60_000,
};

export class CrawlerVerification {
  private readonly entries: RecentMap<string, Entry>;
  private readonly running = new Set<Promise<void>>();
  private readonly resolver: CrawlerResolver;
  private readonly now: () => number;
  private readonly timeoutMs: number;
  private readonly ttlMs: Record<Outcome, number>;
  private readonly maxChecks: number;

  constructor(options: VerificationOptions) {
    this.resolver = options.resolver;
    this.now = options.now ?? Date.now;
    this.timeoutMs = options.timeoutMs ?? 2_000;
    this.ttlMs = options.ttlMs ?? defaultVerificationTtlMs;
    this.entries = new RecentMap(options.maxEntries ?? 10_000);
    this.maxChecks = options.maxChecks ?? 4;
  }

  /**
   * What is known now about this crawler at this holder (an address, an IPv6 /64), at once; a check of
   * `address` starts behind it when nothing is known or what is known is old. A verified holder stays
   * verified while it is checked again.
   */
  verdict(crawler: Crawler, holder: string, address: string): Verdict {
    if (crawler.hosts.length === 0) return 'unverified';
    const key = `${crawler.name} ${holder}`;
    const entry = this.entries.get(key);
    if (entry) this.remember(key, entry);
    if ((!entry || (!entry.checking && entry.until <= this.now())) && this.running.size < this.maxChecks) {
      const checked: Entry = { outcome: entry?.outcome, until: entry?.until ?? 0, checking: true };
      this.remember(key, checked);
      const run = this.check(crawler, address).then((outcome) => {
        checked.outcome = outcome;
        checked.until = this.now() + this.ttlMs[outcome];
        checked.checking = false;
        // Forgotten while it ran (the map was full): remembered again, as the newest.
        if (this.entries.get(key) !== checked) this.remember(key, checked);
      });
      this.running.add(run);
      void run.finally(() => this.running.delete(run));
    }
    return this.entries.get(key)?.outcome === 'verified' ? 'verified' : 'unverified';
  }

  /** Networks remembered now. */
  size(): number {
    return this.entries.size;
  }

  /** Resolves when the checks running now are done (tests). */
  async settled(): Promise<void> {
    await Promise.all([...this.running]);
  }

  private remember(key: string, entry: Entry): void {
    this.entries.set(key, entry);
  }

  /** PTR, then forward-confirmed; never throws. Past the timeout the check counts as failed, whatever DNS answers later. */
  private check(crawler: Crawler, address: string): Promise<Outcome> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<Outcome>((resolve) => {
      timer = setTimeout(() => resolve('failed'), this.timeoutMs);
      timer.unref();
    });
    return Promise.race([this.lookUp(crawler, address).catch((): Outcome => 'failed'), timeout]).finally(() => clearTimeout(timer));
  }

  private async lookUp(crawler: Crawler, address: string): Promise<Outcome> {
    let names: string[];
    try {
      names = await this.resolver.reverse(address);
    } catch (error) {
      return noRecord(error) ? 'refuted' : 'failed';
    }
    const wanted = canonical(address);
    let failed = false;
    // At most three names are followed: an address's owner writes as many PTR records as it likes.
    for (const name of names.filter((n) => isCrawlerHost(crawler, n)).slice(0, 3)) {
      try {
        if ((await this.resolver.addresses(name)).some((a) => canonical(a) === wanted)) return 'verified';
      } catch (error) {
        if (!noRecord(error)) failed = true;
      }
    }
    return failed ? 'failed' : 'refuted';
  }
}
