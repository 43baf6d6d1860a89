// npm run bench:render [-- --no-build] [--identifiers 300]: what a cold identifier render costs in CPU,
// against the framework's floor measured by the same server in the same run (issue 37 item 4).
//
// - The floor: /bench-floor, a page of this build with the bare promotional layout and a 60-row list,
//   rendered on every request.
// - The shell only: /bench-shell, the identifier pages' layout (header, navigation, footer) around a
//   heading, rendered on every request: how much of a cold render is the shell (printed, no target).
// - A cold render: an identifier of the million (`npm run scale`) that nobody asked for before, rendered
//   by the portal with its embedded gateway on PostgreSQL, so the portal's process holds the render and the
//   gateway's work and PostgreSQL's backends hold the queries.
// The same, with --redis, against the shared cache in Redis.
// Requests go one at a time, one of each kind in turn (interleaved: a machine whose speed drifts during
// the run weighs on every kind alike), and each is charged the CPU the portal (all its threads, from the
// scheduler's nanoseconds) and PostgreSQL's backends spent from its sending until the portal is idle
// again; its garbage collection is read from the portal's /metrics the same way. NODE_OPTIONS reaches
// the portal, so a V8 flag can be tried against the same figures. Target: a cold render at most 1.5 times
// the floor. Needs a build made with BENCH=1 (made when missing or unless --no-build).
import { existsSync, mkdirSync, readFileSync, readdirSync } from 'node:fs';
import pg from 'pg';
import { scaleIdentifier } from '../../gateway/testing/scale-fixture';
import { processesNamed, quantile, treeCpuMs } from './open-loop';
import { ensureBuild, startPortal, stopGroup, waitFor } from './processes.mjs';

const port = Number(process.env.BENCH_PORT ?? 3450);
const origin = `http://127.0.0.1:${port}`;
// The portal's /metrics (on a port of its own, as in production): its garbage collection per round.
const metricsOrigin = `http://127.0.0.1:${port + 1}`;
const databaseUrl = process.env.SCALE_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/idportal_scale';
const argument = (name: string, fallback: number) => (process.argv.includes(name) ? Number(process.argv[process.argv.indexOf(name) + 1]) : fallback);
const count = argument('--identifiers', 300);
const target = 1.5;
// --redis: the pages go to the shared cache in Redis, as in the scaled-out deployment, instead of Next's files.
const redisUrl = process.argv.includes('--redis') ? (process.env.REDIS_URL ?? 'redis://127.0.0.1:6379') : undefined;

async function identifierCount(): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  try {
    await client.connect();
  } catch {
    throw new Error(`No scale database at ${databaseUrl}: run \`npm run scale\` first (or set SCALE_DATABASE_URL).`);
  }
  try {
    const { rows } = await client.query<{ n: string }>('select count(*) as n from identifiers');
    return Number(rows[0].n);
  } finally {
    await client.end();
  }
}

/** Distinct generated identifiers spread over the whole key range, none asked for twice in a run. */
function coldIdentifiers(total: number, count: number): string[] {
  const picked = new Set<number>();
  while (picked.size < count) picked.add(Math.floor(Math.random() * (total - 20)));
  return [...picked].map(scaleIdentifier);
}

interface Kind {
  name: string;
  /** The path of its i-th request: the same page each time, or a new address each time. */
  path: (i: number) => string;
  check: (html: string, path: string) => boolean;
}

interface Tally {
  portalMs: number;
  postgresMs: number;
  gcMs: number;
  wall: number[];
}

/** The portal's CPU so far in ms, all its threads, in nanoseconds from the scheduler rather than 10 ms ticks. */
function portalCpuMs(pid: number): number {
  let ns = 0;
  for (const task of readdirSync(`/proc/${pid}/task`)) {
    try {
      ns += Number(readFileSync(`/proc/${pid}/task/${task}/schedstat`, 'utf8').split(' ')[0]);
    } catch {
      // The thread ended meanwhile.
    }
  }
  return ns / 1e6;
}

/** The sum of a metric's samples whose line starts with `name`, from the portal's /metrics. */
async function metricSum(name: string): Promise<number> {
  const text = await (await fetch(`${metricsOrigin}/metrics`)).text();
  let sum = 0;
  for (const line of text.split('\n')) if (line.startsWith(name)) sum += Number(line.split(' ').at(-1));
  return sum;
}

/** The portal's garbage-collection time so far, in ms: prom-client's nodejs_gc_duration_seconds, all kinds. */
const gcMs = async () => (await metricSum('nodejs_gc_duration_seconds_sum')) * 1000;

/**
 * Asks for one page of each kind in turn, `count` times, and counts what each request cost the portal and
 * PostgreSQL. Interleaved, so a machine that slows down or speeds up during the run (the floor moved by a
 * third between runs here) weighs on every kind alike; what differs from run to run is then the machine's
 * state as a whole (2.1-2.7 times the floor for one build). Each request's work, including what the
 * portal does after answering (the cache write), is counted before the next one is sent.
 */
async function interleaved(kinds: Kind[], count: number, portalPid: number): Promise<Map<string, Tally>> {
  const tallies = new Map<string, Tally>(kinds.map((kind) => [kind.name, { portalMs: 0, postgresMs: 0, gcMs: 0, wall: [] }]));
  for (let i = 0; i < count; i++) {
    for (const kind of kinds) {
      const tally = tallies.get(kind.name)!;
      const path = kind.path(i);
      const postgres = processesNamed('postgres');
      // /metrics first: asking it costs the portal CPU, which belongs to no page.
      const gc = await gcMs();
      const before = { portal: portalCpuMs(portalPid), postgres: treeCpuMs(postgres), gc };
      const started = performance.now();
      const response = await fetch(origin + path, { headers: { accept: 'text/html' } });
      const html = await response.text();
      tally.wall.push(performance.now() - started);
      if (response.status !== 200 || !kind.check(html, path)) throw new Error(`${path}: ${response.status}, not the page expected`);
      await settled(portalPid);
      tally.portalMs += (portalCpuMs(portalPid) - before.portal) / count;
      tally.postgresMs += (treeCpuMs(postgres) - before.postgres) / count;
      tally.gcMs += ((await gcMs()) - before.gc) / count;
    }
  }
  return tallies;
}

/** Waits until the portal has been idle for 10 ms: what it does after answering belongs to this request. */
async function settled(portalPid: number) {
  let last = portalCpuMs(portalPid);
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 10));
    const now = portalCpuMs(portalPid);
    if (now - last < 0.2) return;
    last = now;
  }
}

const isFloor = (html: string) => html.includes('第 60 行');
const isShell = (html: string) => html.includes('基准页面') && html.includes('main-content');
const isIdentifierPage = (html: string, path: string) => html.includes(decodeURIComponent(path.split('/').slice(-1)[0])) && html.includes('data-idportal-version');

async function main() {
  ensureBuild(process.argv, { testRooms: true });
  const total = await identifierCount();
  const dataDir = 'tmp/bench-render-data';
  mkdirSync('tmp', { recursive: true });
  if (!existsSync('.next/standalone/server.js')) throw new Error('no standalone build');
  const portal = startPortal({ port, dataDir, logFile: 'tmp/bench-render-portal.log', env: { DATABASE_URL: databaseUrl, BENCH: '1', METRICS_PORT: String(port + 1), LOG_LEVEL: 'warn', SITE_URL: origin, ...(redisUrl ? { REDIS_URL: redisUrl } : {}) } });
  const portalPid = portal.pid;
  if (portalPid === undefined) throw new Error('the portal did not start');
  try {
    await waitFor(`${origin}/readyz`);
    const identifiers = coldIdentifiers(total, (60 + count) * 2);
    const [coldCodes, uncachedCodes] = [identifiers.slice(0, 60 + count), identifiers.slice(60 + count)];
    // The kinds of page, their i-th request counted from `first`: each cached floor and identifier is new.
    const kindsFrom = (first: number): Kind[] => [
      { name: 'floor', path: () => '/bench-floor', check: isFloor },
      { name: 'floor, cached', path: (i) => `/bench-floor/${first + i + 1}`, check: isFloor },
      { name: 'shell only', path: () => '/bench-shell', check: isShell },
      { name: 'identifier, uncached', path: (i) => `/bench-identifier/${uncachedCodes[first + i]}`, check: isIdentifierPage },
      { name: 'cold identifier', path: (i) => `/product_scene/${coldCodes[first + i]}`, check: isIdentifierPage },
    ];
    // Warm-up: module loading, the JIT, the database pool; no kind's first requests count.
    await interleaved(kindsFrom(0), 60, portalPid);
    const kinds = kindsFrom(60);
    const tallies = await interleaved(kinds, count, portalPid);
    const mean = (name: string, key: 'portalMs' | 'postgresMs' | 'gcMs') => tallies.get(name)![key];
    const walls = (name: string) => tallies.get(name)!.wall;
    const rows = kinds.map(({ name }) => ({
      page: name,
      'portal CPU ms': mean(name, 'portalMs').toFixed(1),
      'of which GC ms': mean(name, 'gcMs').toFixed(1),
      'PostgreSQL CPU ms': mean(name, 'postgresMs').toFixed(1),
      'together ms': (mean(name, 'portalMs') + mean(name, 'postgresMs')).toFixed(1),
      'wall p50 ms': quantile(walls(name), 0.5).toFixed(1),
      'wall p99 ms': quantile(walls(name), 0.99).toFixed(1),
    }));
    console.table(rows);
    const floor = mean('floor', 'portalMs') + mean('floor', 'postgresMs');
    const cold = mean('cold identifier', 'portalMs') + mean('cold identifier', 'postgresMs');
    console.log(`${total.toLocaleString('en')} identifiers, ${count} cold renders, cache ${redisUrl ? 'in Redis' : 'in files'}: ${(cold / floor).toFixed(2)} times the floor (target ≤ ${target})`);
    // What a V8 flag tried through NODE_OPTIONS costs in memory, beside what it saves.
    console.log(`portal resident memory after the run: ${((await metricSum('process_resident_memory_bytes ')) / 2 ** 20).toFixed(0)} MB`);
  } finally {
    await stopGroup(portal);
  }
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
