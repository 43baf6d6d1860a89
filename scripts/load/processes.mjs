// The processes `npm run faults` and `npm run soak` drive: the production build (standalone server), the
// gateway as its own service, and autocannon load. Each child gets its own process group, so a stop
// reaches npm's grandchildren too and nothing else.
import { spawn, execSync } from 'node:child_process';
import { existsSync, openSync, rmSync } from 'node:fs';
import autocannon from 'autocannon';

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Builds unless told not to (`--no-build`) and a build is there. */
export function ensureBuild(argv = process.argv, { testRooms = false } = {}) {
  if (argv.includes('--no-build') && existsSync('.next/standalone/server.js')) return;
  // testRooms: the bench routes (the memory route of `npm run soak`) exist only in a build made with BENCH=1.
  execSync('npm run build', { stdio: 'inherit', env: testRooms ? { ...process.env, BENCH: '1' } : process.env });
}

function startGroup(command, args, env, logFile) {
  const out = logFile ? openSync(logFile, 'w') : 'ignore';
  const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ['ignore', out, out], detached: true });
  child.exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal, at: performance.now() })));
  return child;
}

/** The portal as the container runs it (scripts/ops/serve-standalone.sh execs node: the child's pid is the server's). */
export function startPortal({ port, dataDir, env = {}, logFile }) {
  rmSync(dataDir, { recursive: true, force: true });
  return startGroup('bash', ['scripts/ops/serve-standalone.sh'], {
    PORT: String(port),
    DATA_DIR: dataDir,
    HOSTNAME: '127.0.0.1',
    SESSION_SECRET: 'load-test-only-secret-0123456789abcdefghijkl',
    // Production mode wants SMS configured or declared off; load tests send none.
    SMS_PROVIDER: 'off',
    ...env,
  }, logFile);
}

/** `npm run gateway` on a port of its own, over DATABASE_URL when given, else PGlite in dataDir. */
export function startGateway({ port, dataDir, databaseUrl, logFile }) {
  const env = { GATEWAY_PORT: String(port), GATEWAY_MODE: 'production', SMS_PROVIDER: 'off', DATA_DIR: dataDir, DATABASE_URL: databaseUrl ?? '' };
  return startGroup('npm', ['run', '--silent', 'gateway'], env, logFile);
}

/** Signals the child's whole group (npm, its shell, tsx and node). */
export function signalGroup(child, signal) {
  try {
    process.kill(-child.pid, signal);
  } catch {}
}

export async function stopGroup(child, signal = 'SIGTERM') {
  if (child.exitCode !== null || child.signalCode !== null) return;
  signalGroup(child, signal);
  await Promise.race([child.exited, sleep(15_000).then(() => signalGroup(child, 'SIGKILL'))]);
  await child.exited;
}

/** Polls until `check` passes on `url`; answers the milliseconds it took. */
export async function waitFor(url, { timeoutMs = 120_000, check = (r) => r.ok, everyMs = 250 } = {}) {
  const started = performance.now();
  while (performance.now() - started < timeoutMs) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
      if (await check(response)) return Math.round(performance.now() - started);
    } catch {}
    await sleep(everyMs);
  }
  throw new Error(`${url} did not become ready within ${timeoutMs} ms`);
}

/** autocannon as a promise, with the instance for stopping it early. */
export function load(options) {
  let instance;
  const done = new Promise((resolve, reject) => {
    instance = autocannon({ timeout: 45, ...options }, (error, result) => (error ? reject(error) : resolve(result)));
  });
  return { instance, done };
}

/** The figures of one autocannon result that the tables print. */
export function figures(result) {
  return {
    requests: result.requests.total,
    'req/s': Math.round(result.requests.average),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    'max ms': result.latency.max,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}
