import { execFileSync, spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';

export interface RunningGateway {
  url: string;
  pid: number;
  /** SIGKILL to the whole group (npm, tsx, node): the gateway dies as in a crash. */
  kill(): Promise<void>;
}

/**
 * The embedded gateway as its own service (`npm run gateway`) on a fresh PGlite folder or the PostgreSQL
 * database given, for portals started with GATEWAY_URL: what a spec needs to take the gateway away
 * mid-journey, and the cluster's one gateway.
 */
export async function startGateway(port: number, options: { databaseUrl?: string; env?: Record<string, string> } = {}): Promise<RunningGateway> {
  const dataDir = path.resolve(`tmp/e2e-gateway-${port}`);
  rmSync(dataDir, { recursive: true, force: true });
  // On PGlite, a copy of the run's seeded database where scripts/test/test.sh made one (scripts/test/e2e-data.sh).
  if (!options.databaseUrl) execFileSync('bash', [path.resolve('scripts/test/e2e-data.sh'), 'into', dataDir]);
  const env = { ...process.env, METRICS_PORT: '', ...options.env, GATEWAY_PORT: String(port), GATEWAY_MODE: 'test', DATA_DIR: dataDir, DATABASE_URL: options.databaseUrl ?? '' };
  const child = spawn('npm', ['run', '--silent', 'gateway'], { env, stdio: 'ignore', detached: true });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    const up = await fetch(`${url}/`).then(
      () => true,
      () => false,
    );
    if (up) break;
    if (child.exitCode !== null) throw new Error(`the gateway exited with ${child.exitCode}`);
    if (Date.now() > deadline) throw new Error('the gateway did not listen in 90 s');
    await new Promise((r) => setTimeout(r, 300));
  }
  return {
    url,
    pid: child.pid!,
    kill: async () => {
      if (child.exitCode === null && child.signalCode === null) process.kill(-child.pid!, 'SIGKILL');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
