// npm run storm -- [--mode hot|unique|both] [--connections pooled|per-scan] [--hot-rate N]: scans on the scale-out
// deployment of this machine (issue 37 item 5, replacing issue 16's closed-loop storm). Starts the
// cluster (e2e/helpers/cluster.ts: nginx, two portals, the gateway, Redis) on the million identifiers of
// `npm run scale` (made first when missing), and drives nginx with an open-loop arrival rate
// (scripts/load/open-loop.ts): requests leave on schedule whether or not earlier ones were answered, and
// each answer time counts from when it was due.
//
// - Reference: the static file through the same nginx, its highest rate held with p99 ≤ 100 ms.
// - hot: Zipf (s = 1.1) over 10,000 identifiers all scanned once before, at half the static rate
//   (targets: p99 ≤ 100 ms, 0 errors); the gateway is killed for 20 s in the middle, and no scan of an
//   identifier seen before may fail.
// - unique: every scan a different identifier of the million (一物一码), in steps of rising rate, each held
//   STORM_SECONDS (60): the highest with p99 ≤ 1 s and 0 errors, and the CPU milliseconds per scan of
//   each process; then twice that rate for 30 s (timeouts, answers over 2 s, what is left queued).
// - fanout: a part that 119,480 of the million contain is recalled (npm run review -- recall): how long
//   until the queue has reached every page, the portals' CPU meanwhile, and a sample of the pages, from a
//   portal and through nginx at once (the portals purge nginx's copies as the pushes reach them).
// Needs a build (npm run build). STORM_SECONDS shortens each step.
import { execFileSync } from 'node:child_process';
import pg from 'pg';
import { metricsPortsOf, startCluster, type Cluster } from '../../e2e/helpers/cluster';
import { startGateway } from '../../e2e/helpers/gateway';
import { hotPart, scaleIdentifier } from '../../gateway/testing/scale-fixture';
import { counterChanges, logSince, portalCounters, reportNginx, reportPortals } from './cluster-reports';
import { scanEach, zipfSampler } from './hot-scans';
import { ensureScaleDatabase } from './scale-database';
import { pageVersions } from './page-versions';
import { openLoop, processesNamed, quantile, treeCpuMs, type Answer, type Connections, type OpenLoopResult } from './open-loop';

const seconds = Number(process.env.STORM_SECONDS ?? 60);
const base = Number(process.env.STORM_PORT ?? 8180);
const modeArg = process.argv[process.argv.indexOf('--mode') + 1];
const mode = process.argv.includes('--mode') ? modeArg : 'both';
// How the scans reach nginx (open-loop.ts, decision 0058): `per-scan` (the default), a connection each, as
// from phones that each scan once; `pooled`, kept-alive connections shared by all, as the storm ran before.
const connectionsArg = process.argv.includes('--connections') ? process.argv[process.argv.indexOf('--connections') + 1] : 'per-scan';
if (connectionsArg !== 'pooled' && connectionsArg !== 'per-scan') throw new Error('--connections is pooled or per-scan');
const connections: Connections = connectionsArg;
// --hot-rate N: hot scans at N a second instead of half the static file's, to compare two builds at the
// same rate on a machine whose reference moves from run to run.
const hotRate = process.argv.includes('--hot-rate') ? Number(process.argv[process.argv.indexOf('--hot-rate') + 1]) : undefined;
if (hotRate !== undefined && !(hotRate > 0)) throw new Error('--hot-rate is scans a second');
const zipfS = 1.1;
const hotCount = 10_000;
const outageSeconds = 20;

/** Where the cluster's portals answer /metrics. */
const portalMetricsPorts = (cluster: Cluster) => metricsPortsOf(base).portals.slice(0, cluster.portals.length);

const layerOf = (a: Answer) => {
  const nginx = String(a.headers['x-cache-status'] ?? 'none');
  return nginx === 'HIT' || nginx === 'STALE' || nginx === 'UPDATING' ? `nginx ${nginx}` : `portal ${a.headers['x-nextjs-cache'] ?? 'rendered'}`;
};

/** How many answers had each status. */
function statusCounts(answers: Answer[]): Record<string, number> {
  const statuses: Record<string, number> = {};
  for (const a of answers) statuses[a.status] = (statuses[a.status] ?? 0) + 1;
  return statuses;
}

function summary(name: string, rate: number, r: OpenLoopResult) {
  const ok = r.answers.filter((a) => a.status === 200);
  const ms = r.answers.map((a) => a.ms);
  const statuses = statusCounts(r.answers);
  return {
    load: name,
    'rate/s': rate,
    sent: r.sent,
    '200': ok.length,
    'p50 ms': Math.round(quantile(ms, 0.5)),
    'p99 ms': Math.round(quantile(ms, 0.99)),
    'over 2 s': ms.filter((m) => m > 2_000).length,
    timeouts: r.timeouts,
    errors: r.errors + r.unanswered,
    other: JSON.stringify(Object.fromEntries(Object.entries(statuses).filter(([s]) => s !== '200'))),
  };
}

const held = (r: OpenLoopResult, p99Ms: number) => r.timeouts === 0 && r.errors === 0 && r.unanswered === 0 && r.answers.every((a) => a.status === 200) && quantile(r.answers.map((a) => a.ms), 0.99) <= p99Ms;

/** The highest rate of `rates` the load holds for `secs` (p99 and no errors), trying them in order. */
async function highestHeld(origin: string, rates: number[], secs: number, p99Ms: number, pick: () => string, report: (row: object) => void) {
  let best: { rate: number; result: OpenLoopResult } | undefined;
  for (const rate of rates) {
    const result = await openLoop({ origin, rate, seconds: secs, pick, connections });
    report(summary('', rate, result));
    if (!held(result, p99Ms)) break;
    best = { rate, result };
  }
  return best;
}

async function main() {
  const databaseUrl = await ensureScaleDatabase();
  const count = await (async () => {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    const n = Number((await client.query(`select count(*)::int as n from identifiers where identifier like '88.500.%'`)).rows[0].n);
    await client.end();
    return n;
  })();
  console.info(`Starting the cluster (nginx, two portals, gateway, Redis) on ${count.toLocaleString('en')} identifiers…`);
  const cluster = await startCluster(base, { databaseUrl });
  try {
    if (mode === 'fanout') return await fanout(cluster);
    // A public file: since decision 0064 nginx keeps it (five minutes, then a 304 from a portal), so the
    // reference is nginx's own rate (4,000/s held on 2026-12-03); before, every request reached a portal
    // (1,000-2,000/s), and hot's half of it was a quarter to a half of today's.
    const staticPath = '/images/identifiers/default.svg';
    console.info('Reference: the static file through nginx, open loop, rising rate…');
    // The portals' first seconds go to their own start (pages rendered for this address): not measured.
    await openLoop({ origin: cluster.origin, connections, rate: 200, seconds: 10, pick: () => staticPath });
    const rows: object[] = [];
    const reference = await highestHeld(cluster.origin, [250, 500, 1_000, 2_000, 3_000, 4_000, 5_000, 6_000, 8_000], Math.min(20, seconds), 100, () => staticPath, (row) => rows.push({ ...row, load: 'static file' }));
    console.table(rows);
    // The reference moves with the machine's load from run to run, so its ladder starts low; `unique`
    // has absolute targets and runs without it.
    if (reference) console.info(`static file: ${reference.rate} req/s held (p99 ≤ 100 ms)`);
    else console.info('static file: no rate held with p99 ≤ 100 ms and no errors; hot has nothing to compare with');
    if ((reference || hotRate) && (mode === 'hot' || mode === 'both')) await hot(cluster, reference?.rate);
    if (mode === 'unique' || mode === 'both') await unique(cluster, count);
  } finally {
    await cluster.stop();
    await cluster.gateway.kill().catch(() => undefined);
  }
}

/** CPU milliseconds used so far by each kind of process of the cluster (PostgreSQL's: its backends alive now). */
function clusterCpuMs(cluster: Cluster, { withLoadGenerator = true } = {}): Record<string, number> {
  const pids = { portals: cluster.portals.map((p) => p.pid), gateway: [cluster.gateway.pid], postgres: processesNamed('postgres'), redis: cluster.redis ? [cluster.redis.pid] : [], nginx: [cluster.nginx.pid] };
  const usage = process.cpuUsage();
  const processes = Object.fromEntries(Object.entries(pids).map(([name, list]) => [name, treeCpuMs(list)]));
  return withLoadGenerator ? { ...processes, 'load generator': (usage.user + usage.system) / 1000 } : processes;
}

async function hot(cluster: Cluster, staticRate: number | undefined) {
  // 10,000 identifiers of the million, each scanned once before the storm.
  const codes = Array.from({ length: hotCount }, (_, i) => scaleIdentifier(5_000 + i * 97));
  console.info(`hot: scanning ${hotCount.toLocaleString('en')} identifiers once first…`);
  const seen = await scanEach(cluster.origin, codes.map((code) => `/product_scene/${code}`));
  console.info(`hot: ${hotCount - seen.failed} of ${hotCount.toLocaleString('en')} answered 200 in ${(seen.ms / 1000).toFixed(0)} s (${seen.retries} tried again; the failed attempts' answers: ${JSON.stringify(seen.refusals)})`);
  // "Seen before" means answered: what the warm-up could not get answered is asked again once it is over
  // (run 13 of 2026-11-29 left 11, and those were the ones rendered at the storm's start).
  if (seen.unanswered.size > 0) {
    await new Promise((r) => setTimeout(r, 5_000));
    const again = await scanEach(cluster.origin, [...seen.unanswered]);
    console.info(`hot: asked again, ${seen.unanswered.size - again.failed} of ${seen.unanswered.size} answered 200 (the failed attempts' answers: ${JSON.stringify(again.refusals)})`);
    seen.unanswered = again.unanswered;
  }
  const draw = zipfSampler(hotCount, zipfS);
  const rate = hotRate ?? Math.round((staticRate ?? 0) / 2);
  const layers: Record<string, number[]> = {};
  const failedSeen: Record<string, number> = {};
  let phase = 'before the outage';
  const byPhase: Record<string, number[]> = {};
  const timeoutsByPhase: Record<string, number> = {};
  const timeoutsBySecond: Record<number, number> = {};
  // Answers over 100 ms by the second they were due: spread over the storm (cores too few) or in bursts
  // (a pause somewhere, the 30 s expiries of pages warmed together).
  const slowBySecond: Record<number, number> = {};
  const byWindow: number[][] = [];
  // Timeouts of identifiers the warm-up did not get answered: not "seen before" after all.
  let timeoutsOfUnseen = 0;
  const stormStarted = performance.now();
  console.info(`hot: Zipf s=${zipfS} over ${hotCount.toLocaleString('en')} identifiers at ${rate}/s (${hotRate ? 'as asked' : "half the static file's"}) for ${seconds} s; the gateway is killed for ${outageSeconds} s in the middle…`);
  const storm = openLoop({
    origin: cluster.origin,
    connections,
    rate,
    seconds,
    pick: () => `/product_scene/${codes[draw() - 1]}`,
    onAnswer: (a) => {
      (layers[layerOf(a)] ??= []).push(a.ms);
      (byPhase[phase] ??= []).push(a.ms);
      (byWindow[Math.floor(a.dueMs / 5_000)] ??= []).push(a.ms);
      const second = Math.floor(a.dueMs / 1000);
      if (a.ms > 100) slowBySecond[second] = (slowBySecond[second] ?? 0) + 1;
      if (a.status !== 200) failedSeen[`${a.status} ${phase}`] = (failedSeen[`${a.status} ${phase}`] ?? 0) + 1;
    },
    onTimeout: (path) => {
      timeoutsByPhase[phase] = (timeoutsByPhase[phase] ?? 0) + 1;
      if (seen.unanswered.has(path)) timeoutsOfUnseen += 1;
      // By the second the scan was due (a timeout comes 2 s after it).
      const second = Math.floor((performance.now() - stormStarted) / 1000) - 2;
      timeoutsBySecond[second] = (timeoutsBySecond[second] ?? 0) + 1;
    },
  });
  const countersBefore = await portalCounters(portalMetricsPorts(cluster));
  const cpuBefore = clusterCpuMs(cluster);
  // What nginx's background updates wait for: a revalidation of a page held by nginx, asked of one portal
  // directly, 10 a second, with the version the page carries.
  // Only with --probe: its own first reads of 200 pages add to the storm's first seconds.
  const probed = process.argv.includes('--probe') ? codes.slice(0, 200).map((code) => `/product_scene/${code}`) : [];
  const versions = await pageVersions(cluster.portals[0].origin, probed, probed.length);
  let probe = 0;
  const revalidations = openLoop({ origin: cluster.portals[0].origin, rate: probed.length ? 10 : 0, seconds: (seconds - outageSeconds) / 2 - 2, pick: () => probed[probe++ % probed.length], headers: (p) => ({ 'if-none-match': versions.get(p) ?? '' }) });
  await new Promise((r) => setTimeout(r, ((seconds - outageSeconds) / 2) * 1000));
  const cpuAfter = clusterCpuMs(cluster);
  const countersAfter = await portalCounters(portalMetricsPorts(cluster));
  const revalidated = await revalidations;
  const revalidationMs = revalidated.answers.map((a) => a.ms);
  const cores = Object.fromEntries(Object.keys(cpuAfter).map((k) => [k, Number(((cpuAfter[k] - cpuBefore[k]) / (((seconds - outageSeconds) / 2) * 1000)).toFixed(2))]));
  phase = 'gateway down';
  const logFrom = cluster.portals.map((portal) => portal.output().length);
  await cluster.gateway.kill();
  await new Promise((r) => setTimeout(r, outageSeconds * 1000));
  // The gateway back, on its port, for the rest of the run (stopped in main); its start is a phase of its own.
  const outageLog = logSince(cluster.portals, logFrom);
  phase = 'gateway starting';
  const restarting = performance.now();
  const restarted = await startGateway(base + 3, { databaseUrl: cluster.databaseUrl, env: { PORTAL_REVALIDATE_URL: `${cluster.origin}/api/revalidate`, REVALIDATE_SECRET: cluster.revalidateSecret } });
  cluster.gateway = restarted;
  phase = 'after the outage';
  console.info(`hot: the gateway took ${((performance.now() - restarting) / 1000).toFixed(1)} s to start again`);
  const result = await storm;
  console.table([summary('hot scans via nginx', rate, result)]);
  console.table(Object.entries(byPhase).map(([p, ms]) => ({ phase: p, answers: ms.length, 'p50 ms': Math.round(quantile(ms, 0.5)), 'p99 ms': Math.round(quantile(ms, 0.99)), 'timeouts (2 s)': timeoutsByPhase[p] ?? 0 })));
  // Which answers were slow: nginx's own copies (HIT, and STALE while it updates one behind the answer) or
  // what a portal answered.
  const total = Object.values(layers).reduce((a, ms) => a + ms.length, 0);
  console.table(Object.entries(layers).map(([layer, ms]) => ({ layer, answers: ms.length, share: `${((100 * ms.length) / total).toFixed(1)} %`, 'p50 ms': Math.round(quantile(ms, 0.5)), 'p99 ms': Math.round(quantile(ms, 0.99)), 'over 100 ms': ms.filter((m) => m > 100).length })));
  const p99 = quantile(result.answers.map((a) => a.ms), 0.99);
  console.info(`hot: cores busy before the outage, by process: ${JSON.stringify(cores)}`);
  const slowSeconds = Object.entries(slowBySecond).sort((a, b) => b[1] - a[1]);
  console.info(`hot: answers over 100 ms came in ${slowSeconds.length} of ${seconds} seconds; the worst (second: answers) ${slowSeconds.slice(0, 8).map(([s, n]) => `${s}: ${n}`).join(', ')}`);
  console.info(`hot: p99 by 5 s window (ms): ${byWindow.map((ms, i) => `${i * 5}-${i * 5 + 4}: ${Math.round(quantile(ms, 0.99))}`).join(', ')}`);
  console.info(`hot: the load generator's own stalls, included in every answer time: ${JSON.stringify(result.generator)}`);
  console.info(`hot: timeouts by the second the scan was due: ${JSON.stringify(timeoutsBySecond)}; ${timeoutsOfUnseen} of them of the ${seen.unanswered.size} identifiers the warm-up did not get answered`);
  console.info('hot: what the portals counted before the outage (their /metrics, both added):');
  console.table(counterChanges(countersBefore, countersAfter));
  if (probed.length) console.info(`hot: a portal's revalidations before the outage, asked directly: ${revalidationMs.length} answered (${JSON.stringify(statusCounts(revalidated.answers))}), p50 ${Math.round(quantile(revalidationMs, 0.5))} ms, p99 ${Math.round(quantile(revalidationMs, 0.99))} ms, ${revalidated.timeouts} timeouts`);
  console.info(`hot: what each portal logged in the ${outageSeconds} s the gateway was down: ${JSON.stringify(outageLog)}`);
  reportPortals(cluster.portals);
  reportNginx(cluster.nginx.dir);
  console.info(`hot: ${rate}/s = ${staticRate ? `${(rate / staticRate).toFixed(2)}x the static file` : 'no static rate held to compare with'}; p99 ${Math.round(p99)} ms (target ≤ 100); errors ${result.errors + result.timeouts + result.unanswered}; failed scans of identifiers seen before: ${JSON.stringify(failedSeen)} (target none)`);
}

async function unique(cluster: Cluster, count: number) {
  // Every scan a different identifier, none scanned before: serials from the top of the million down.
  let next = count - 1;
  const pick = () => `/product_scene/${scaleIdentifier(next--)}`;
  const cpu = () => clusterCpuMs(cluster, { withLoadGenerator: false });
  // The identifier route's code loads and compiles on its first requests (a second or more on each
  // portal): not part of what a step measures.
  await openLoop({ origin: cluster.origin, connections, rate: 10, seconds: 10, pick, timeoutMs: 10_000 });
  console.info(`unique: every scan a new identifier, rising rate, ${seconds} s a step…`);
  const rows: object[] = [];
  let best: { rate: number; cpu: Record<string, number>; scans: number } | undefined;
  for (const rate of [10, 15, 20, 25, 30, 40, 50, 75, 100, 125, 150, 200, 250]) {
    const before = cpu();
    const result = await openLoop({ origin: cluster.origin, connections, rate, seconds, pick });
    const after = cpu();
    const scans = result.answers.filter((a) => a.status === 200).length;
    const perScan = Object.fromEntries(Object.keys(after).map((k) => [k, (after[k] - before[k]) / Math.max(1, scans)]));
    rows.push({ ...summary('unique', rate, result), ...Object.fromEntries(Object.entries(perScan).map(([k, v]) => [`${k} ms/scan`, v.toFixed(1)])) });
    if (!held(result, 1_000)) break;
    best = { rate, cpu: perScan, scans };
  }
  console.table(rows);
  if (!best) return console.info('unique: no rate held (p99 ≤ 1 s, 0 errors)');
  const cpuTotal = Object.values(best.cpu).reduce((a, b) => a + b, 0);
  console.info(`unique: ${best.rate} scans/s held for ${seconds} s (goal ≥ 100); CPU per cold scan ${cpuTotal.toFixed(1)} ms: ${JSON.stringify(Object.fromEntries(Object.entries(best.cpu).map(([k, v]) => [k, Number(v.toFixed(1))])))}`);
  const over = await openLoop({ origin: cluster.origin, connections, rate: best.rate * 2, seconds: 30, pick });
  console.table([summary('unique, twice the rate held, 30 s', best.rate * 2, over)]);
  await new Promise((r) => setTimeout(r, 3_000));
  const after = await openLoop({ origin: cluster.origin, connections, rate: 10, seconds: 5, pick: () => '/images/identifiers/default.svg' });
  console.info(`after the overload: static file p99 ${Math.round(quantile(after.answers.map((a) => a.ms), 0.99))} ms (nothing left queued when this is near the reference's)`);
}

async function fanout(cluster: Cluster) {
  const hot = scaleIdentifier(hotPart);
  const query = async (text: string, values: unknown[] = []) => {
    const client = new pg.Client({ connectionString: cluster.databaseUrl });
    await client.connect();
    try {
      return (await client.query(text, values)).rows;
    } finally {
      await client.end();
    }
  };
  const containers = (await query('select distinct identifier from identifier_traces where part_key = lower($1) order by identifier', [hot])).map((r) => String(r.identifier));
  const sample = containers.filter((_, i) => i % Math.ceil(containers.length / 1_000) === 0);
  console.info(`fanout: ${containers.length.toLocaleString('en')} items trace ${hot} directly; scanning a sample of ${sample.length} first…`);
  let i = 0;
  await openLoop({ origin: cluster.origin, connections, rate: 50, seconds: sample.length / 50, pick: () => `/product_scene/${sample[i++ % sample.length]}`, timeoutMs: 10_000 });
  const shows = async (origin: string) => {
    let showing = 0;
    for (const id of sample) {
      const html = await (await fetch(`${origin}/product_scene/${id}`)).text();
      const at = html.indexOf('aria-label="召回部件提示"');
      if (at >= 0 && html.slice(at, html.indexOf('</section>', at)).includes(hot)) showing += 1;
    }
    return showing;
  };
  console.info(`  before the recall: ${await shows(cluster.origin)} of ${sample.length} name the part`);
  const portals = () => treeCpuMs(cluster.portals.map((p) => p.pid));
  const countersBefore = await portalCounters(portalMetricsPorts(cluster));
  const cpuBefore = portals();
  const started = Date.now();
  const out = execFileSync('npx', ['tsx', 'gateway/review/cli.ts', 'recall', hot], { env: { ...process.env, DATABASE_URL: cluster.databaseUrl, PORTAL_REVALIDATE_URL: `${cluster.origin}/api/revalidate`, REVALIDATE_SECRET: cluster.revalidateSecret }, encoding: 'utf8' });
  const commandMs = Date.now() - started;
  console.info(`  ${out.trim()} (${commandMs} ms)`);
  let left = Number((await query('select count(*)::int as n from revalidation_queue'))[0].n);
  const queued = left;
  while (left > 0) {
    await new Promise((r) => setTimeout(r, 1_000));
    left = Number((await query('select count(*)::int as n from revalidation_queue'))[0].n);
  }
  const drainedMs = Date.now() - started;
  const cpuMs = portals() - cpuBefore;
  console.info(`fanout: the queue reached every page in ${(drainedMs / 1000).toFixed(1)} s (${queued.toLocaleString('en')} left after the command's own ${(commandMs / 1000).toFixed(1)} s); portals' CPU meanwhile ${(cpuMs / 1000).toFixed(1)} s`);
  for (const portal of cluster.portals) {
    let alive = true;
    try {
      process.kill(portal.pid, 0);
    } catch {
      alive = false;
    }
    if (!alive) console.info(`  portal ${portal.origin} EXITED:\n${portal.output().split('\n').slice(-15).join('\n')}`);
  }
  // The portals purged every pushed page from nginx before answering each push (decision 0077): the first
  // scan of each through nginx, at once, is the new page.
  console.info(`  through nginx, the first scan of each at once: ${await shows(cluster.origin)} of ${sample.length} name the part`);
  console.info(`  a portal directly: ${await shows(cluster.portals[0].origin)} of ${sample.length} name the part`);
  const purges = counterChanges(countersBefore, await portalCounters(portalMetricsPorts(cluster))).filter((row) => row.series.startsWith('idportal_edge_purges_total'));
  console.info(`  purges at nginx: ${purges.map((row) => `${row.series.replace('idportal_edge_purges_total', '')} ${row.change.toLocaleString('en')}`).join(', ') || 'none'}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.stack : String(error));
  process.exit(1);
});
