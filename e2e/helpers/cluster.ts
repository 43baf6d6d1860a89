import { execFileSync } from 'node:child_process';
import pg from 'pg';
import { startGateway, type RunningGateway } from './gateway';
import { startNginx, type RunningNginx } from './nginx';
import { startPortals, type RunningPortal } from './portal';
import { startRedis, type RunningRedis } from './redis';

/**
 * The deployment of README "Scale-out" on one machine (issue 16 item 6): nginx running deploy/nginx.conf
 * in front of two portal instances of the same build, one standalone gateway on PostgreSQL, and Redis
 * for the shared page cache. Used by `npm run cluster` and e2e/cluster.spec.ts.
 */
export interface Cluster {
  origin: string;
  portals: RunningPortal[];
  gateway: RunningGateway;
  nginx: RunningNginx;
  redis?: RunningRedis;
  redisUrl: string;
  databaseUrl: string;
  revalidateSecret: string;
  stop(): Promise<void>;
}

export const clusterRevalidateSecret = 'cluster-only-revalidate-secret-0123456789';

/** A fresh database of the cluster's own on the machine's PostgreSQL (scripts/ops/ensure-postgres.sh finds or starts one). */
async function freshDatabase(name: string): Promise<string> {
  const server = process.env.CLUSTER_DATABASE_URL ?? execFileSync('bash', ['scripts/ops/ensure-postgres.sh'], { encoding: 'utf8' }).trim();
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(server);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * Ports: base (nginx), base+1 and base+2 (portals), base+3 (gateway), base+4 (Redis, unless REDIS_URL names
 * one); each process's /metrics on loopback: base+5 and base+6 (portals), base+7 (gateway). nginx knows
 * only the portals' own ports.
 */
export const metricsPortsOf = (base: number) => ({ portals: [base + 5, base + 6], gateway: base + 7 });

export async function startCluster(base: number, options: { databaseUrl?: string } = {}): Promise<Cluster> {
  const started: { stop(): Promise<void> }[] = [];
  const stopAll = async () => {
    for (const part of started.reverse()) await part.stop().catch(() => undefined);
  };
  try {
    // The portals run copies of the build, which need its static files beside it (npm run storm and
    // npm run cluster may come straight after a build).
    execFileSync('bash', ['scripts/ops/serve-standalone.sh', '--prepare']);
    const origin = `http://127.0.0.1:${base}`;
    // What does not need the other parts starts side by side: a portal start waits mostly on its
    // database and its first requests, so two at once take little longer than one.
    // A database given (npm run storm's million identifiers) is used as it is; else a fresh one.
    const [databaseUrl, redis] = await Promise.all([options.databaseUrl ?? freshDatabase(`idportal_cluster_${base}`), process.env.REDIS_URL ? undefined : startRedis(base + 4)]);
    if (redis) started.push(redis);
    const redisUrl = process.env.REDIS_URL ?? redis!.url;
    const metrics = metricsPortsOf(base);
    const gateway = await startGateway(base + 3, { databaseUrl, env: { PORTAL_REVALIDATE_URL: `${origin}/api/revalidate`, REVALIDATE_SECRET: clusterRevalidateSecret, METRICS_PORT: String(metrics.gateway) } });
    started.push({ stop: gateway.kill });
    // The portals purge changed identifier pages from nginx, which keeps them until then (decision 0077).
    const env = { GATEWAY_URL: gateway.url, REDIS_URL: redisUrl, REVALIDATE_SECRET: clusterRevalidateSecret, TRUST_PROXY: '1', SITE_URL: origin, EDGE_URLS: origin };
    // Two processes on one host: each its own metrics port.
    const portals = await startPortals([base + 1, base + 2], (port) => ({ ...env, METRICS_PORT: String(metrics.portals[port - base - 1]) }));
    started.push(...portals);
    const nginx = await startNginx(base, [base + 1, base + 2]);
    started.push(nginx);
    return { origin, portals, gateway, nginx, redis, redisUrl, databaseUrl, revalidateSecret: clusterRevalidateSecret, stop: stopAll };
  } catch (error) {
    await stopAll();
    throw error;
  }
}
