import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { assertFetchablePort } from './suite';

/** The gateway mode a second portal runs in: test (the suite's own), demo (the quick start) or production. */
export type PortalMode = 'test' | 'demo' | 'production';

export interface PortalOptions {
  /** test unless said. */
  mode?: PortalMode;
  /**
   * A data folder the caller owns, kept from one portal to the next (a deployment switched to another
   * mode); by default each portal gets a fresh folder of its port, removed when it stops.
   */
  dataDir?: string;
  /**
   * A cache clock the test can move ahead (`advanceClock`), through e2e/helpers/clock-ahead.cjs: waiting
   * out the identifier page's 30-second window cost a test 31 s of doing nothing.
   */
  clock?: boolean;
}

export interface RunningPortal {
  origin: string;
  pid: number;
  /** What the portal wrote to stdout and stderr so far (its JSON log lines). */
  output(): string;
  /** Moves the clock the portal's caches read `ms` further ahead (only a portal started with `clock: true`). */
  advanceClock(ms: number): Promise<void>;
  stop(): Promise<void>;
}

const secret = 'e2e-only-secret-0123456789abcdefghijklmnop';

/**
 * The environment of a second portal: the runner's own, then the caller's, then what makes it a portal
 * of its own (port, data folder, address). The mode is set last and alone: GATEWAY_MODE=test as the
 * suite's server, DEMO_MODE=on as scripts/ops/start.sh does, or GATEWAY_MODE=production.
 */
function portalEnv(port: number, extraEnv: Record<string, string>, mode: PortalMode, dataDir: string): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    SESSION_SECRET: secret,
    ...extraEnv,
    PORT: String(port),
    HOSTNAME: '127.0.0.1',
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    SITE_URL: extraEnv.SITE_URL ?? `http://127.0.0.1:${port}`,
    // Metrics only where the caller gives a port: inherited, every portal of a run would ask for the same one.
    METRICS_PORT: extraEnv.METRICS_PORT ?? '',
    // As the container runs (Dockerfile).
    KEEP_ALIVE_TIMEOUT: extraEnv.KEEP_ALIVE_TIMEOUT ?? '65000',
  };
  delete env.GATEWAY_MODE;
  delete env.DEMO_MODE;
  if (mode === 'demo') env.DEMO_MODE = 'on';
  else env.GATEWAY_MODE = mode;
  // Production wants SMS configured or declared off: these portals send none, unless a caller says otherwise.
  if (mode === 'production') env.SMS_PROVIDER = extraEnv.SMS_PROVIDER ?? 'off';
  return env;
}

/** Starts node on a copy of the suite's standalone build (whose static files the suite's server has already copied beside it). */
function spawnPortal(port: number, extraEnv: Record<string, string>, options: PortalOptions) {
  assertFetchablePort(port);
  const dataDir = path.resolve(options.dataDir ?? `tmp/e2e-data-${port}`);
  const removeData = () => options.dataDir === undefined && rmSync(dataDir, { recursive: true, force: true });
  removeData();
  // A fresh folder starts as a copy of the run's seeded database, where scripts/test/test.sh made one.
  execFileSync('bash', [path.resolve('scripts/test/e2e-data.sh'), 'into', dataDir]);
  // A copy of the build: a portal whose SITE_URL or banner differs from the build's regenerates the
  // prerendered pages in its own folder (runtime/prerender-check.cjs), which must not be the suite server's.
  const buildDir = path.resolve(`tmp/e2e-build-${port}`);
  rmSync(buildDir, { recursive: true, force: true });
  // A fresh checkout has no tmp/ yet (the storm and the scale benches start portals before anything made it).
  mkdirSync(path.dirname(buildDir), { recursive: true });
  // cp, not fs.cpSync: 0.46 s against 1.77 for the build's 4,452 files, at every second portal's start.
  execFileSync('cp', ['-a', path.resolve('.next/standalone'), buildDir]);
  // The build, not the suite server's run: its data cache (.next/cache, written as pages were read) would
  // let this portal answer identifiers it never read itself (e2e/identifier-cache.spec.ts's outage).
  rmSync(path.join(buildDir, '.next', 'cache'), { recursive: true, force: true });
  const removeBuild = () => rmSync(buildDir, { recursive: true, force: true });
  const clockFile = options.clock ? path.resolve(`tmp/e2e-clock-${port}`) : undefined;
  const clock = clockFile ? ['-r', path.resolve('e2e/helpers/clock-ahead.cjs')] : [];
  const env = { ...portalEnv(port, extraEnv, options.mode ?? 'test', dataDir), ...(clockFile ? { TEST_CLOCK_FILE: clockFile } : {}) };
  // As the container runs (Dockerfile), so the storms measure the garbage collection production has.
  const flags = ['--max-semi-space-size=32', '--no-allocation-site-pretenuring'];
  const child = spawn(process.execPath, [...flags, ...clock, '-r', path.join(buildDir, 'prerender-check.cjs'), path.join(buildDir, 'server.js')], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  // Both pipes are read to the end, or a chatty portal would block on a full pipe.
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  // 'close', not 'exit': the last lines of a refusal are read by then.
  const exited = new Promise<number | null>((resolve) => child.once('close', (code) => resolve(code)));
  return { child, clockFile, removeData: () => (removeData(), removeBuild(), clockFile && rmSync(clockFile, { force: true })), exited, output: () => output };
}

/** Asks the portal's clock-ahead.cjs for a new offset and waits until it says it applied it. */
async function moveClock(pid: number, file: string | undefined, offset: number): Promise<void> {
  if (!file) throw new Error('this portal was started without `clock: true`');
  writeFileSync(file, String(offset));
  process.kill(pid, 'SIGUSR2');
  const deadline = Date.now() + 10_000;
  while (readFileSync(file, 'utf8') !== `applied ${offset}`) {
    if (Date.now() > deadline) throw new Error('the portal did not move its clock in 10 s');
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** Whether /readyz answers 200; otherwise what it said instead, for the error of a portal that never did. */
async function readiness(origin: string): Promise<true | string> {
  try {
    const answer = await fetch(`${origin}/readyz`, { signal: AbortSignal.timeout(10_000) });
    return answer.ok || `${answer.status} ${(await answer.text()).slice(0, 200)}`;
  } catch (error) {
    return String((error as { cause?: unknown }).cause ?? error);
  }
}

const kill = (child: ChildProcess) => child.exitCode === null && child.kill('SIGKILL');

/**
 * A second portal from the same standalone build, on its own port and fresh data folder, for a spec that
 * needs other settings than the suite's server: another mode (`options.mode`, test unless said), no
 * trusted proxy (connection-address.spec.ts), or a database of its own to fill up (the per-IP limits of
 * abuse-limits.spec.ts). Preloaded as the container starts it. Resolves once /readyz answers 200.
 */
export async function startPortal(port: number, extraEnv: Record<string, string> = {}, options: PortalOptions = {}): Promise<RunningPortal> {
  const started = spawnPortal(port, extraEnv, options);
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  let last: true | string;
  while ((last = await readiness(origin)) !== true) {
    if (started.child.exitCode !== null) throw new Error(`the second portal exited with ${started.child.exitCode}:\n${started.output().slice(-2_000)}`);
    if (Date.now() > deadline) {
      kill(started.child);
      // What it said last tells a slow start (the prerendered pages regenerating) from a hung one.
      throw new Error(`the second portal did not become ready in 120 s (/readyz: ${last}):\n${started.output().slice(-2_000)}`);
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  let offset = 0;
  return {
    origin,
    pid: started.child.pid!,
    output: started.output,
    advanceClock: (ms) => moveClock(started.child.pid!, started.clockFile, (offset += ms)),
    stop: async () => {
      if (started.child.exitCode === null) started.child.kill('SIGTERM');
      await started.exited;
      started.removeData();
    },
  };
}

/**
 * Several portals started side by side (a start waits mostly on its database and its first requests, so
 * two at once take little longer than one), with one environment or one per port. If one fails, those
 * that came up are stopped.
 */
export async function startPortals(ports: number[], extraEnv: Record<string, string> | ((port: number) => Record<string, string>) = {}, options: PortalOptions = {}): Promise<RunningPortal[]> {
  const envOf = typeof extraEnv === 'function' ? extraEnv : () => extraEnv;
  const settled = await Promise.allSettled(ports.map((port) => startPortal(port, envOf(port), options)));
  const running = settled.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
  const failed = settled.find((s) => s.status === 'rejected');
  if (failed) {
    await Promise.all(running.map((portal) => portal.stop()));
    throw failed.reason;
  }
  return running;
}

/**
 * A portal expected to refuse to start: its exit code and everything it wrote. One that comes up
 * instead (its /readyz answers 200) is stopped and reported as a failure, as is one still running at the limit.
 */
export async function portalRefusal(port: number, extraEnv: Record<string, string>, options: PortalOptions = {}): Promise<{ code: number | null; output: string }> {
  const started = spawnPortal(port, extraEnv, options);
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  try {
    while (started.child.exitCode === null) {
      if ((await readiness(origin)) === true) throw new Error(`the portal started instead of refusing:\n${started.output().slice(-2_000)}`);
      if (Date.now() > deadline) throw new Error('the portal neither refused nor started in 60 s');
      await new Promise((r) => setTimeout(r, 250));
    }
    return { code: await started.exited, output: started.output() };
  } finally {
    kill(started.child);
    started.removeData();
  }
}
