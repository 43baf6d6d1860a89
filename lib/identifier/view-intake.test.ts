import { contract } from '@/core/contract';
import { openTestDatabase, testEngine, type TestDatabase } from '@/gateway/testing/test-database';
import { testGateway } from '@/gateway/testing/gateway-client';
import { BatchedCounter, type CountBatch } from '@/core/count/batched-counter';
import { viewIntake, viewsPerIdentifierCap, viewWindowMs, type ViewVerdict } from './view-intake';

// Issue 39 item 3: a visitor counts once per identifier per window, an identifier that answers 404 never,
// and a flood of forged addresses no more than the cap. Against the embedded gateway over a test
// database: the views land in (or stay out of) its counters.

let t: TestDatabase;
let gw: ReturnType<typeof testGateway>;

// Opening the database waits for the run's seeded copy: beside the build in CI it took over jest's 30 s.
beforeAll(async () => {
  t = await openTestDatabase();
  gw = testGateway(t.database);
}, 120_000);
afterAll(() => t?.cleanup());

const iPhone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';
const android = 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36 MicroMessenger/8.0.50';

const viewsOf = async (identifier: string) => (await gw.call(contract.identifier.detail, { identifier })).body.data!.viewCount!;

/** An intake over the test gateway, with a clock the test moves and a record of what each flush handed over. */
function intake() {
  let nowMs = Date.parse('2026-11-25T08:00:00Z');
  const sent: CountBatch[] = [];
  const counter = new BatchedCounter({
    send: async (views) => {
      sent.push(views);
      return (await gw.call(contract.identifier.views, { views })).status === 200 ? 'kept' : 'retry';
    },
  });
  // The page's read goes through the shared cache, so a flood of beacons costs the gateway one read.
  const reads = new Map<string, ReturnType<typeof resolveOnce>>();
  const resolveOnce = async (identifier: string) => {
    const { status, body } = await gw.call(contract.identifier.detail, { identifier });
    if (body.success && body.data) return { found: true as const, identifier: body.data.identifier, viewCount: body.data.viewCount };
    return { found: false as const, why: status === 404 ? ('unknown' as const) : ('unavailable' as const) };
  };
  const count = viewIntake({
    counter,
    resolve: (identifier) => {
      if (!reads.has(identifier)) reads.set(identifier, resolveOnce(identifier));
      return reads.get(identifier)!;
    },
    now: () => nowMs,
  });
  return {
    counter,
    sent,
    count,
    advance: (ms: number) => void (nowMs += ms),
    /** Every beacon's verdict, tallied. */
    async tally(beacons: { identifier: string; address: string; userAgent?: string }[]) {
      const verdicts: Partial<Record<ViewVerdict, number>> = {};
      for (const { identifier, address, userAgent = iPhone } of beacons) {
        const { verdict } = await count(identifier, userAgent, address);
        verdicts[verdict] = (verdicts[verdict] ?? 0) + 1;
      }
      return verdicts;
    },
  };
}

const addresses = (n: number, prefix = '10') => Array.from({ length: n }, (_, i) => `${prefix}.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`);

describe(`page views from beacons (${testEngine})`, () => {
  it('counts none of 300 beacons for an identifier that answers 404, and holds nothing for it', async () => {
    const { count, counter, sent, tally } = intake();
    const ghost = '88.365.1/GHOST300';
    const verdicts = await tally(addresses(300).map((address) => ({ identifier: ghost, address })));
    expect(verdicts).toEqual({ unknown: 300 });
    expect(counter.pendingCount).toBe(0);
    await counter.flush();
    expect(sent.flat().filter((v) => v.identifier === ghost)).toEqual([]);
    // The gateway made no row of it: it still answers 404.
    expect((await gw.call(contract.identifier.detail, { identifier: ghost })).status).toBe(404);
    // Known identifiers still count beside it.
    expect((await count('88.365.1/KIT00001', iPhone, '10.9.9.9')).verdict).toBe('counted');
  });

  it('says how often the page was seen, as the page’s read says, to a visitor’s beacon and not to a crawler’s', async () => {
    const { count } = intake();
    const identifier = '88.365.1/SINGLE01';
    const seen = await viewsOf(identifier);
    expect(await count(identifier, iPhone, '203.0.113.40')).toEqual({ verdict: 'counted', viewCount: seen });
    expect(await count(identifier, iPhone, '203.0.113.40')).toEqual({ verdict: 'repeat', viewCount: seen });
    expect(await count(identifier, 'Mozilla/5.0 (compatible; Baiduspider/2.0; +http://www.baidu.com/search/spider.html)', '203.0.113.40')).toEqual({ verdict: 'bot' });
    expect(await count('88.365.1/GHOST301', iPhone, '203.0.113.40')).toEqual({ verdict: 'unknown' });
  });

  it('counts 30 beacons from one visitor for one identifier in a window once, and again in the next window', async () => {
    const { counter, advance, tally } = intake();
    const identifier = '88.365.1/SINGLE01';
    const before = await viewsOf(identifier);
    const verdicts: Partial<Record<ViewVerdict, number>> = {};
    // A reload a minute for half an hour less one: under the address's share, inside the window.
    for (let minute = 0; minute < 30; minute++) {
      for (const [verdict, n] of Object.entries(await tally([{ identifier, address: '198.51.100.7' }]))) verdicts[verdict as ViewVerdict] = (verdicts[verdict as ViewVerdict] ?? 0) + n;
      if (minute < 29) advance(60_000);
    }
    expect(verdicts).toEqual({ counted: 1, repeat: 29 });
    await counter.flush();
    expect(await viewsOf(identifier)).toBe(before + 1);
    advance(viewWindowMs - 29 * 60_000);
    expect(await tally([{ identifier, address: '198.51.100.7' }])).toEqual({ counted: 1 });
    await counter.flush();
    expect(await viewsOf(identifier)).toBe(before + 2);
  });

  it('counts different addresses separately, and one address once whatever browser it says it is (issue 61 item 5)', async () => {
    const { counter, tally } = intake();
    const identifier = '88.365.1/PART0001';
    const before = await viewsOf(identifier);
    const beacons = [
      ...['203.0.113.1', '203.0.113.2', '203.0.113.3'].map((address) => ({ identifier, address })),
      { identifier, address: '203.0.113.1', userAgent: android },
      // A script that changes a version digit of its user agent on each beacon is the same visitor.
      ...Array.from({ length: 20 }, (_, i) => ({ identifier, address: '203.0.113.1', userAgent: iPhone.replace('18_0', `18_${i + 1}`) })),
      // So is an IPv6 host walking through the addresses of its /64.
      ...Array.from({ length: 5 }, (_, i) => ({ identifier, address: `2001:db8:7:1::${i + 1}` })),
      // Each of them again: repeats.
      ...['203.0.113.2', '203.0.113.3'].map((address) => ({ identifier, address })),
    ];
    expect(await tally(beacons)).toEqual({ counted: 4, repeat: 27 });
    await counter.flush();
    expect(await viewsOf(identifier)).toBe(before + 4);
  });

  it('counts a view under the stored spelling, so another casing of the same code is the same view', async () => {
    const { counter, sent, tally } = intake();
    const verdicts = await tally([
      { identifier: '88.365.1/norecall', address: '192.0.2.44' },
      { identifier: '88.365.1/NORECALL', address: '192.0.2.44' },
    ]);
    expect(verdicts).toEqual({ counted: 1, repeat: 1 });
    await counter.flush();
    expect(sent.flat()).toEqual([{ identifier: '88.365.1/NORECALL', count: 1 }]);
  });

  it('holds a flood from forged addresses (X-Forwarded-For with TRUST_PROXY) to the cap per window', async () => {
    const { counter, advance, tally } = intake();
    const identifier = '88.365.1/DEMO0001';
    const before = await viewsOf(identifier);
    const flood = addresses(viewsPerIdentifierCap + 2_000, '100').map((address) => ({ identifier, address }));
    const verdicts = await tally(flood);
    expect(verdicts).toEqual({ counted: viewsPerIdentifierCap, capped: 2_000 });
    await counter.flush();
    expect(await viewsOf(identifier)).toBe(before + viewsPerIdentifierCap);
    // Other identifiers are not held back by it.
    expect(await tally([{ identifier: '88.365.1/AIPROD01', address: '100.200.0.1' }])).toEqual({ counted: 1 });
    // The next window opens anew: bounded per window, not shut for good.
    advance(viewWindowMs);
    expect(await tally([{ identifier, address: '100.200.0.2' }])).toEqual({ counted: 1 });
  });

  it('leaves crawlers and beacons without a user agent out', async () => {
    const { tally } = intake();
    const identifier = '88.365.1/OPSBAD01';
    expect(await tally([{ identifier, address: '192.0.2.1', userAgent: 'Mozilla/5.0 (compatible; Baiduspider/2.0; +http://www.baidu.com/search/spider.html)' }])).toEqual({ bot: 1 });
    expect(await tally([{ identifier, address: '192.0.2.1', userAgent: '' }])).toEqual({ bot: 1 });
  });
});
