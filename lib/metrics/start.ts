import { metricsRegistry } from '@/core/metrics/registry';
import { startMetricsServer } from '@/core/metrics/server';
import { env } from '@/lib/config/env';
import { portalMetrics } from './families';

/**
 * Called once at server start (instrumentation.ts): with METRICS_PORT set, `/metrics` answers on
 * METRICS_HOST:METRICS_PORT (the requests are counted by the runtime's pipeline, runtime/request-metrics.ts).
 * Unset or 0, no port is opened. The families exist from the start, so a scraper sees every series before
 * the first request.
 */
export async function startPortalMetrics(): Promise<void> {
  const { METRICS_PORT: port, METRICS_HOST: host } = env();
  if (port === 0) return;
  portalMetrics();
  await startMetricsServer(metricsRegistry(), { port, host });
}
