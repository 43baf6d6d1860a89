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
// Requests go one at a time, so the CPU each costs is the process's CPU over the run divided by the
// requests; its garbage collection is read from the portal's /metrics the same way. NODE_OPTIONS reaches
// the portal, so a V8 flag can be tried against the same figures. Target: a cold render at most 1.5 times
// the floor. Needs a build made with BENCH=1 (made when missing or unless --no-build).
import { existsSync, mkdirSync } from 'node:fs';
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
const perRound = argument('--identifiers', 300) / 2;
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

interface Round {
  name: string;
  portalMs: number;
  postgresMs: number;
  gcMs: number;
  wall: number[];
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

/** Asks for each path in turn; the CPU of the portal and of PostgreSQL over the round, per request. */
async function round(name: string, paths: string[], portalPid: number, check: (html: string, path: string) => boolean): Promise<Round> {
  const postgres = processesNamed('postgres');
  const before = { portal: treeCpuMs([portalPid]), postgres: treeCpuMs(postgres), gc: await gcMs() };
  const wall: number[] = [];
  for (const path of paths) {
    const started = performance.now();
    const response = await fetch(origin + path, { headers: { accept: 'text/html' } });
    const html = await response.text();
    wall.push(performance.now() - started);
    if (response.status !== 200 || !check(html, path)) throw new Error(`${path}: ${response.status}, not the page expected`);
  }
  return {
    name,
    portalMs: (treeCpuMs([portalPid]) - before.portal) / paths.length,
    postgresMs: (treeCpuMs(postgres) - before.postgres) / paths.length,
    gcMs: ((await gcMs()) - before.gc) / paths.length,
    wall,
  };
}

const repeat = (path: string, n: number) => Array.from({ length: n }, () => path);
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
    const identifiers = coldIdentifiers(total, perRound * 4 + 60).map((code) => `/product_scene/${code}`);
    // Warm-up: module loading, the JIT, the database pool; neither page's first requests count.
    await round('warm-up', repeat('/bench-floor', 60), portalPid, isFloor);
    await round('warm-up', repeat('/bench-shell', 60), portalPid, isShell);
    await round('warm-up', identifiers.slice(0, 60), portalPid, isIdentifierPage);
    const rounds: Round[] = [];
    let cachedFloors = 0;
    for (let i = 0; i < 2; i++) {
      rounds.push(await round('floor', repeat('/bench-floor', perRound), portalPid, isFloor));
      rounds.push(await round('shell only', repeat('/bench-shell', perRound), portalPid, isShell));
      rounds.push(await round('floor, cached', Array.from({ length: perRound }, () => `/bench-floor/${++cachedFloors}`), portalPid, isFloor));
      rounds.push(await round('identifier, uncached', identifiers.slice(60 + (2 + i) * perRound, 60 + (3 + i) * perRound).map((path) => path.replace('/product_scene/', '/bench-identifier/')), portalPid, isIdentifierPage));
      rounds.push(await round('cold identifier', identifiers.slice(60 + i * perRound, 60 + (i + 1) * perRound), portalPid, isIdentifierPage));
    }
    const mean = (name: string, key: 'portalMs' | 'postgresMs' | 'gcMs') => rounds.filter((r) => r.name === name).reduce((sum, r) => sum + r[key], 0) / 2;
    const walls = (name: string) => rounds.filter((r) => r.name === name).flatMap((r) => r.wall);
    const rows = ['floor', 'floor, cached', 'shell only', 'identifier, uncached', 'cold identifier'].map((name) => ({
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
    console.log(`${total.toLocaleString('en')} identifiers, ${perRound * 2} cold renders, cache ${redisUrl ? 'in Redis' : 'in files'}: ${(cold / floor).toFixed(2)} times the floor (target ≤ ${target})`);
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
