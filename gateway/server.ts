import { serve } from '@hono/node-server';
import { createGatewayApp } from './app';
import { gatewayModeFromEnv } from './mode';
import { openSeededDatabase } from './db/open-seeded';
import { databaseTargetFromEnv } from './target';

/**
 * `npm run gateway`: the embedded gateway as its own HTTP service, for deployments where several portal
 * containers share one gateway (GATEWAY_URL) and one PostgreSQL.
 */
async function main() {
  const port = Number(process.env.GATEWAY_PORT ?? 4000);
  const database = await openSeededDatabase(databaseTargetFromEnv());
  const mode = gatewayModeFromEnv();
  const app = createGatewayApp({ database, now: () => new Date(), mode });
  const server = serve({ fetch: app.fetch, port, hostname: process.env.GATEWAY_HOST ?? '127.0.0.1' });
  console.info(JSON.stringify({ level: 'info', msg: 'gateway listening', port, database: database.kind }));
  const stop = () => {
    server.close(() => void database.close().then(() => process.exit(0)));
    setTimeout(() => process.exit(0), 10_000).unref();
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

main().catch((error: unknown) => {
  console.error(JSON.stringify({ level: 'fatal', msg: 'gateway failed to start', error: String(error) }));
  process.exit(1);
});
