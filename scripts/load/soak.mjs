// npm run soak (issue 9, item 4): the production build with its embedded gateway, a steady rate over a
// mix of the site's pages for SOAK_MINUTES (10), zero failed requests, and heap and RSS at the end
// within 10 % of their values after the first minute. RSS comes from /proc, the heap (after a forced
// collection) from the BENCH-only /api/bench/memory. SOAK_RATE sets the requests per second (25);
// --no-build reuses a build.
import { readFileSync } from 'node:fs';
import { ensureBuild, figures, load, sleep, startPortal, stopGroup, waitFor } from './processes.mjs';

const port = Number(process.env.SOAK_PORT ?? 3430);
const base = `http://127.0.0.1:${port}`;
const minutes = Number(process.env.SOAK_MINUTES ?? 10);
const rate = Number(process.env.SOAK_RATE ?? 25);
const sampleEveryMs = 10_000;
/** Samples are compared as medians over a window: one minute in, and the last one. */
const windowMs = 30_000;
const tolerance = 0.1;

const paths = [
  '/home',
  '/news',
  '/news/detail/1',
  '/solution',
  '/solution/1',
  '/cooperation_case',
  '/cooperation_case/detail/1',
  '/introduce',
  '/ecology',
  '/identification',
  '/contact',
  '/login',
  '/product_scene/88.365.1/DEMO0001',
  '/product_scene/88.365.1/DEMO0001',
  '/application',
  '/application/list?l1=2&sort=price&order=desc&page=2&size=6',
  '/application/list/detail/48',
  '/application/detail/48',
  '/api/identifier/json/88.365.1/DEMO0001',
  '/api/session/me',
  '/api/home/figures',
  '/sitemap.xml',
  '/sitemaps/identifiers/1.xml',
];

if (!(minutes >= 2)) throw new Error('SOAK_MINUTES must be at least 2: the first minute is the baseline');
ensureBuild(process.argv, { testRooms: true });
const portal = startPortal({
  port,
  dataDir: './tmp/soak-data',
  env: { BENCH: '1', LOG_LEVEL: 'warn', NODE_OPTIONS: '--expose-gc' },
  logFile: 'tmp/soak-portal.log',
});
process.on('exit', () => portal.exitCode === null && process.kill(-portal.pid, 'SIGKILL'));

const samples = [];
async function sample(startedAt) {
  const memory = await (await fetch(`${base}/api/bench/memory`)).json();
  const status = readFileSync(`/proc/${portal.pid}/status`, 'utf8');
  const rssKb = Number(status.match(/VmRSS:\s+(\d+)/)[1]);
  samples.push({ at: performance.now() - startedAt, rss: rssKb * 1024, heap: memory.heapUsed, collected: memory.collected });
}

const mb = (bytes) => (bytes / 1024 / 1024).toFixed(1);
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const windowMedian = (from, to, key) => median(samples.filter((s) => s.at >= from && s.at < to).map((s) => s[key]));

let result;
try {
  await waitFor(`${base}/readyz`);
  for (const path of new Set(paths)) {
    const response = await fetch(base + path);
    if (!response.ok) throw new Error(`${path} answers ${response.status} before the soak`);
  }
  console.log(`soak: ${minutes} min at ${rate} req/s over ${new Set(paths).size} paths, portal pid ${portal.pid}`);
  const startedAt = performance.now();
  const run = load({
    url: base,
    connections: 10,
    overallRate: rate,
    duration: minutes * 60,
    headers: { accept: 'text/html,application/json' },
    requests: paths.map((path) => ({ method: 'GET', path })),
  });
  const sampling = (async () => {
    while (performance.now() - startedAt < minutes * 60_000 - 1_000) {
      await sample(startedAt);
      await sleep(sampleEveryMs);
    }
  })();
  [result] = await Promise.all([run.done, sampling]);
} finally {
  await stopGroup(portal);
}

const end = minutes * 60_000;
const baseline = { rss: windowMedian(60_000, 60_000 + windowMs, 'rss'), heap: windowMedian(60_000, 60_000 + windowMs, 'heap') };
const last = { rss: windowMedian(end - windowMs, end, 'rss'), heap: windowMedian(end - windowMs, end, 'heap') };
const perMinute = samples.filter((s, i) => i === 0 || Math.floor(s.at / 60_000) !== Math.floor(samples[i - 1].at / 60_000));
console.table(perMinute.map((s) => ({ minute: (s.at / 60_000).toFixed(1), 'RSS MB': mb(s.rss), 'heap MB (after GC)': mb(s.heap) })));
console.table([{ ...figures(result), mismatches: result.mismatches }]);
const rows = ['rss', 'heap'].map((key) => {
  const change = (last[key] - baseline[key]) / baseline[key];
  return { measure: key === 'rss' ? 'RSS' : 'heap used', 'after minute 1 MB': mb(baseline[key]), 'end MB': mb(last[key]), change: `${(change * 100).toFixed(1)} %`, ok: Math.abs(change) <= tolerance };
});
console.table(rows);

const problems = [];
if (result.non2xx || result.errors || result.timeouts) problems.push(`${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts`);
for (const row of rows) if (!row.ok) problems.push(`${row.measure} moved ${row.change} (limit ±${tolerance * 100} %)`);
if (!samples.every((s) => s.collected)) problems.push('the heap was sampled without a forced collection (--expose-gc missing)');
if (problems.length) {
  console.error(`\nsoak failed:\n- ${problems.join('\n- ')}`);
  process.exit(1);
}
console.log('\nsoak passed: no failed request, heap and RSS steady');
