import { serve } from '@hono/node-server';
import { gatewayEnv } from '@/core/env/gateway';
import { gatewayModeFromEnv } from '@/core/env/gateway-mode';
import { processEnv } from '@/core/env/process';
import { metricsRegistry } from '@/core/metrics/registry';
import { startMetricsServer } from '@/core/metrics/server';
import { createGatewayApp } from './app';
import { openSeededDatabase } from './db/open-seeded';
import { paymentSetupFromEnv } from './payment/setup';
import { smsSetupFromEnv } from './sms/setup';
import { portalsTarget, pushToPortals } from './identifier/notify-portals';
import { startRevalidationWorker } from './identifier/revalidation-queue';
import { databaseTargetFromEnv } from './target';
import { startAuditPruning } from './audit/prune';

/**
 * `npm run gateway`: the embedded gateway as its own HTTP service, for deployments where several portal
 * containers share one gateway (GATEWAY_URL) and one PostgreSQL.
 */
async function main() {
  const { GATEWAY_PORT: port, GATEWAY_HOST: hostname, METRICS_PORT: metricsPort, METRICS_HOST: metricsHost } = gatewayEnv();
  const mode = gatewayModeFromEnv();
  // The same rule as the portal's start-up check (docs/decisions/0016): a half-configured channel stops
  // the service before it opens anything, naming the variables.
  const payments = paymentSetupFromEnv(processEnv(), mode);
  const sms = smsSetupFromEnv(processEnv(), mode);
  for (const warning of payments.warnings) console.warn(JSON.stringify({ level: 'warn', msg: warning }));
  const problems = [...payments.problems, ...sms.problems];
  if (problems.length > 0) {
    console.error(JSON.stringify({ level: 'fatal', msg: 'gateway configuration is inconsistent: refusing to start', problems }));
    process.exit(1);
  }
  const database = await openSeededDatabase(databaseTargetFromEnv());
  const app = createGatewayApp({ database, now: () => new Date(), mode, payments, sms });
  const server = serve({ fetch: app.fetch, port, hostname });
  console.info(JSON.stringify({ level: 'info', msg: 'gateway listening', port, mode, database: database.kind, payments: payments.channels, sms: sms.kind }));
  // Changed pages queued by a recall reach the portals from here, in batches (decision 0042).
  const target = portalsTarget();
  const line = (level: string) => (fields: object, msg: string) => console.info(JSON.stringify({ level, msg, ...fields }));
  const stopWorker = target ? startRevalidationWorker(database.db, target, pushToPortals, { info: line('info'), warn: line('warn') }) : () => undefined;
  const stopPruning = startAuditPruning(database.db, gatewayEnv().AUDIT_RETENTION_DAYS, { info: line('info'), error: line('error') });
  // Its own /metrics (README "Production"): the revalidation queue, SMS, payments and limits live here.
  const metrics = metricsPort === 0 ? undefined : await startMetricsServer(metricsRegistry(), { port: metricsPort, host: metricsHost });
  const stop = () => {
    stopWorker();
    stopPruning();
    metrics?.close();
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
