// npm run cluster: the scale-out deployment on this machine (README "Scale-out", e2e/helpers/cluster.ts):
// nginx on CLUSTER_PORT (8080) in front of two portal instances, the standalone gateway on PostgreSQL, and
// Redis. Runs until Ctrl-C, then stops every process it started by its process id. `npm run cluster --
// stop` stops a cluster started from another terminal, by the ids it wrote to tmp/cluster.json.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { metricsPortsOf, startCluster } from '../../e2e/helpers/cluster';

const pidsFile = 'tmp/cluster.json';

function stopByPids(): void {
  if (!existsSync(pidsFile)) {
    console.info('No cluster is recorded in tmp/cluster.json.');
    return;
  }
  const { pids } = JSON.parse(readFileSync(pidsFile, 'utf8')) as { pids: Record<string, { pid: number; group: boolean }> };
  for (const [name, { pid, group }] of Object.entries(pids)) {
    try {
      process.kill(group ? -pid : pid, 'SIGTERM');
      console.info(`stopped ${name} (pid ${pid})`);
    } catch {
      console.info(`${name} (pid ${pid}) was not running`);
    }
  }
  rmSync(pidsFile, { force: true });
}

async function main() {
  if (process.argv.includes('stop')) return stopByPids();
  if (!existsSync('.next/standalone/server.js')) throw new Error("No build found: run 'npm run build' first.");
  const base = Number(process.env.CLUSTER_PORT ?? 8080);
  console.info('Starting PostgreSQL database, Redis, gateway, two portals and nginx…');
  const cluster = await startCluster(base);
  const pids = {
    nginx: { pid: cluster.nginx.pid, group: false },
    'portal 1': { pid: cluster.portals[0].pid, group: false },
    'portal 2': { pid: cluster.portals[1].pid, group: false },
    gateway: { pid: cluster.gateway.pid, group: true },
    ...(cluster.redis ? { redis: { pid: cluster.redis.pid, group: false } } : {}),
  };
  mkdirSync('tmp', { recursive: true });
  writeFileSync(pidsFile, JSON.stringify({ origin: cluster.origin, pids }, null, 2));
  console.table(Object.entries(pids).map(([name, { pid }]) => ({ name, pid })));
  console.info(`Open ${cluster.origin} (portals ${cluster.portals.map((p) => p.origin).join(', ')}; gateway ${cluster.gateway.url}; Redis ${cluster.redisUrl}; ${cluster.databaseUrl.replace(/\/\/[^@]*@/, '//')}). Ctrl-C stops it.`);
  const metrics = metricsPortsOf(base);
  console.info(`Prometheus targets: ${[...metrics.portals, metrics.gateway].map((port) => `127.0.0.1:${port}`).join(', ')} (path /metrics)`);
  const stop = async () => {
    console.info('Stopping the cluster…');
    await cluster.stop();
    rmSync(pidsFile, { force: true });
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
