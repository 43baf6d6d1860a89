// npm run bench:revalidations: what nginx's revalidation of an identifier page costs, the hot storm's main
// work (decision 0057: every page in use is asked again each 30 s, and a portal answers 304 from one gateway
// read). The cluster of `npm run storm` on the million-identifier database; COUNT (3,000) identifiers are
// rendered once on the first portal, then asked again on it directly, each with the version its page
// carries, at RATE (100) a second in ROUNDS (4) rounds. Each round prints the answers, p50 and p99, the CPU
// milliseconds per request of the portal, the gateway and PostgreSQL (their idle share taken out), and the
// portal's heap and garbage collection from its /metrics: how much of each request outlives the young
// generation, and what the collections that clear it cost the answers.
import { startCluster, metricsPortsOf } from '../../e2e/helpers/cluster';
import { scaleIdentifier } from '../../gateway/testing/scale-fixture';
import { openLoop, processesNamed, quantile, treeCpuMs } from './open-loop';
import { pageVersions } from './page-versions';
import { ensureScaleDatabase } from './scale-database';

// What one revalidation costs, each of them done: the portals' cap on revalidations at once (decision 0070)
// would answer some with its quick 503 during a pause, unless the caller sets it.
process.env.IDENTIFIER_REVALIDATIONS_IN_FLIGHT ??= '0';

const count = Number(process.env.COUNT ?? 3_000);
const rate = Number(process.env.RATE ?? 100);
const rounds = Number(process.env.ROUNDS ?? 4);
const base = 9_300;
const idleSeconds = 5;

/** The portal's heap and collections as prom-client's default metrics say. */
async function heapFigures(port: number): Promise<Record<string, number>> {
  const text = await (await fetch(`http://127.0.0.1:${port}/metrics`)).text();
  const read = (series: string) => Number(text.split('\n').find((line) => line.startsWith(series + ' '))?.split(' ')[1] ?? NaN);
  return {
    heapUsedMb: read('nodejs_heap_size_used_bytes') / 2 ** 20,
    minor: read('nodejs_gc_duration_seconds_count{kind="minor"}'),
    minorS: read('nodejs_gc_duration_seconds_sum{kind="minor"}'),
    major: read('nodejs_gc_duration_seconds_count{kind="major"}'),
    majorS: read('nodejs_gc_duration_seconds_sum{kind="major"}'),
  };
}

async function main() {
  const cluster = await startCluster(base, { databaseUrl: await ensureScaleDatabase() });
  try {
    const portal = cluster.portals[0];
    const metricsPort = metricsPortsOf(base).portals[0];
    const paths = Array.from({ length: count }, (_, i) => `/product_scene/${scaleIdentifier(7_000 + i * 89)}`);
    const versions = await pageVersions(portal.origin, paths, 4);
    console.info(`${versions.size} of ${count} identifier pages rendered and their versions read; ${rounds} rounds of ${count} revalidations at ${rate}/s`);
    const cpu = (): Record<string, number> => ({ portal: treeCpuMs([portal.pid]), gateway: treeCpuMs([cluster.gateway.pid]), postgres: treeCpuMs(processesNamed('postgres')) });
    const rows: object[] = [];
    for (let round = 1; round <= rounds; round++) {
      const idleFrom = cpu();
      await new Promise((r) => setTimeout(r, idleSeconds * 1000));
      const idleTo = cpu();
      const heapBefore = await heapFigures(metricsPort);
      const before = cpu();
      let i = 0;
      const result = await openLoop({ origin: portal.origin, rate, seconds: count / rate, pick: () => paths[i++ % paths.length], headers: (path) => ({ 'if-none-match': versions.get(path) ?? '' }) });
      const after = cpu();
      const heapAfter = await heapFigures(metricsPort);
      const answered = result.answers.length;
      const perRequest = (name: string) => ((after[name] - before[name] - ((idleTo[name] - idleFrom[name]) / idleSeconds) * (count / rate)) / answered).toFixed(2);
      const statuses: Record<number, number> = {};
      for (const answer of result.answers) statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
      const ms = result.answers.map((a) => a.ms);
      const majors = heapAfter.major - heapBefore.major;
      rows.push({
        round,
        answers: JSON.stringify(statuses),
        'p50 ms': Math.round(quantile(ms, 0.5)),
        'p99 ms': Math.round(quantile(ms, 0.99)),
        'portal ms': perRequest('portal'),
        'gateway ms': perRequest('gateway'),
        'postgres ms': perRequest('postgres'),
        // Without a major collection in the round, what the old generation gained is what outlived the young one.
        'heap MB': `${heapBefore.heapUsedMb.toFixed(0)} → ${heapAfter.heapUsedMb.toFixed(0)}`,
        'kB kept a request': majors === 0 ? (((heapAfter.heapUsedMb - heapBefore.heapUsedMb) * 1024) / answered).toFixed(1) : '(major GC)',
        'minor GC ms': ((heapAfter.minorS - heapBefore.minorS) * 1000).toFixed(0),
        'major GCs (ms)': `${majors} (${((heapAfter.majorS - heapBefore.majorS) * 1000).toFixed(0)})`,
      });
    }
    console.table(rows);
  } finally {
    await cluster.stop();
    await cluster.gateway.kill().catch(() => undefined);
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  },
);
