import { spawn } from 'node:child_process';
import { cpSync, rmSync } from 'node:fs';
import path from 'node:path';

export interface RunningPortal {
  origin: string;
  stop(): Promise<void>;
}

export interface PortalOptions {
  /**
   * Run from a copy of the build: needed when the settings change what prerendered pages carry
   * (SITE_URL, the demo banner), since such a server regenerates them in its build folder.
   */
  privateBuild?: boolean;
}

/**
 * A second portal from the same standalone build, on its own port and fresh data folder, for a spec that
 * needs other settings than the suite's server (the reverse-proxy spec: TRUST_PROXY, whose per-IP limits
 * would otherwise count every browser test as one client). The suite's server has already copied the
 * static files beside the build, so node is started directly.
 */
export async function startPortal(port: number, extraEnv: Record<string, string>, options: PortalOptions = {}): Promise<RunningPortal> {
  const dataDir = path.resolve(`tmp/e2e-data-${port}`);
  rmSync(dataDir, { recursive: true, force: true });
  const buildDir = options.privateBuild ? path.resolve(`tmp/e2e-build-${port}`) : path.resolve('.next/standalone');
  if (options.privateBuild) {
    rmSync(buildDir, { recursive: true, force: true });
    cpSync(path.resolve('.next/standalone'), buildDir, { recursive: true, verbatimSymlinks: true });
  }
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [path.join(buildDir, 'server.js')], {
    env: {
      ...process.env,
      PORT: String(port),
      HOSTNAME: '127.0.0.1',
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      GATEWAY_MODE: 'test',
      SESSION_SECRET: 'e2e-only-secret-0123456789abcdefghijklmnop',
      SITE_URL: origin,
      ...extraEnv,
    },
    stdio: 'ignore',
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the second portal exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${origin}/readyz`)).ok) break;
    } catch {}
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error('the second portal did not become ready in 120 s');
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  return {
    origin,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
      if (options.privateBuild) rmSync(buildDir, { recursive: true, force: true });
    },
  };
}
