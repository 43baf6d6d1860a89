import { spawn, spawnSync } from 'node:child_process';
import net from 'node:net';

export interface RunningRedis {
  url: string;
  pid: number;
  stop(): Promise<void>;
}

const answers = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.end(() => resolve(true)));
    socket.once('error', () => resolve(false));
  });

/**
 * A Redis of a spec's own (Debian's redis-server on a port of its own, nothing kept on disk), so a spec
 * can take it away mid-journey without touching the machine's Redis.
 */
export async function startRedis(port: number): Promise<RunningRedis> {
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const deadline = Date.now() + 10_000;
  while (!(await answers(port))) {
    if (child.exitCode !== null) throw new Error(`redis-server exited with ${child.exitCode}`);
    if (Date.now() > deadline) throw new Error('redis-server did not listen in 10 s');
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url: `redis://127.0.0.1:${port}`,
    pid: child.pid!,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
  };
}

/** A free loopback port, as the system hands one out. */
async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * For unit tests that need a real Redis: one of the test's own on a free port, never the machine's.
 * Without redis-server it fails, saying how to install it (the test command does); it is never skipped.
 */
export async function startRedisOnFreePort(): Promise<RunningRedis> {
  if (spawnSync('redis-server', ['--version']).error) throw new Error('redis-server is missing: bash scripts/ops/ensure-redis.sh installs it');
  return startRedis(await freePort());
}
