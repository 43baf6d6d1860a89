import { spawn } from 'node:child_process';
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
