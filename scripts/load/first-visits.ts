// npm run bench:first-visits: what a phone's first scan costs the portals, everything it asks for included
// (the storm asks for the page alone). The cluster of `npm run storm` (nginx, two portals, gateway, Redis)
// on the million-identifier database; Chromium opens a different identifier each time in a new context, a
// phone with nothing cached, and waits until the network is idle. Prints the requests a visit made, how
// many nginx did not answer from its copy, and the portals' CPU per visit (decision 0064).
// Each first visit is followed by a second phone on the same identifier, whose page nginx now holds: what a
// scan of an identifier scanned before costs (the page's companions, /api/session/me and the view beacon).
// VISITS (20) sets how many are counted, after two that warm the build's files and the shared prefetches.
import { chromium } from '@playwright/test';
import { startCluster } from '../../e2e/helpers/cluster';
import { scaleIdentifier } from '../../gateway/testing/scale-fixture';
import { treeCpuMs } from './open-loop';
import { ensureScaleDatabase } from './scale-database';

const visits = Number(process.env.VISITS ?? 20);
const warmUp = 2;
const idleSeconds = 10;

async function main() {
  const cluster = await startCluster(9100, { databaseUrl: await ensureScaleDatabase() });
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
  try {
    const portalsCpu = () => treeCpuMs(cluster.portals.map((portal) => portal.pid));
    const visit = async (identifier: string) => {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
      const page = await context.newPage();
      const row = { requests: 0, toPortal: 0, cpu: 0, ms: 0 };
      page.on('response', async (response) => {
        row.requests++;
        if (!/HIT|STALE|UPDATING/.test((await response.allHeaders())['x-cache-status'] ?? '')) row.toPortal++;
      });
      const before = portalsCpu();
      const started = performance.now();
      await page.goto(`${cluster.origin}/product_scene/${identifier}`, { waitUntil: 'networkidle' });
      // The view beacon goes after the page settles.
      await new Promise((resolve) => setTimeout(resolve, 500));
      row.cpu = portalsCpu() - before;
      row.ms = performance.now() - started;
      await context.close();
      return row;
    };
    const identifierOf = (n: number) => scaleIdentifier(200_000 + n * 7_919);
    for (let n = 0; n < warmUp; n++) await visit(identifierOf(n));
    // Two portals doing nothing still spend a few milliseconds a second (timers, the Redis ping, the
    // runtime's threads): measured after the warm-up, and reported beside each visit's CPU for its time.
    const idleFrom = portalsCpu();
    await new Promise((resolve) => setTimeout(resolve, idleSeconds * 1000));
    const idlePerMs = (portalsCpu() - idleFrom) / (idleSeconds * 1000);
    type Row = { requests: number; toPortal: number; cpu: number; idle: number };
    const first: Row[] = [];
    const second: Row[] = [];
    for (let n = warmUp; n < warmUp + visits; n++) {
      for (const rows of [first, second]) {
        const { ms, ...row } = await visit(identifierOf(n));
        rows.push({ ...row, idle: idlePerMs * ms });
      }
    }
    const report = (rows: Row[], what: string) => {
      const mean = (key: keyof Row) => (rows.reduce((sum, row) => sum + row[key], 0) / rows.length).toFixed(1);
      console.info(`${rows.length} ${what}: ${mean('requests')} requests, ${mean('toPortal')} not answered from nginx's copy, ${mean('cpu')} ms of portal CPU a visit, of which ${mean('idle')} the portals spend idle in as long (${(idlePerMs * 1000).toFixed(0)} ms a second)`);
      const sorted = rows.map((row) => row.cpu).sort((a, b) => a - b);
      // A collection or a background task lands on one visit now and then (single visits vary 3-4x): the median too.
      console.info(`  portal CPU a visit: median ${sorted[Math.floor(sorted.length / 2)]} ms; each (ms): ${rows.map((row) => row.cpu).join(', ')}`);
    };
    report(first, 'first visits (a new phone, a new identifier each)');
    report(second, 'second visits (another new phone on the same identifier a moment later: the page is in nginx\'s copy)');
  } finally {
    await browser.close();
    await cluster.stop();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
