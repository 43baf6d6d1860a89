import type { Instrumentation } from 'next';
import { isBuilding, isNodeRuntime, isProduction } from './core/env/process';

/**
 * Runs once when the server starts, before the first request: the start-up check logs what is running
 * (lib/config/startup.ts) and refuses an inconsistent configuration, naming each variable, so a
 * production server without a proper SESSION_SECRET or with a half-configured payment provider never
 * serves a page. Then the runtime's request pipeline goes in front of Next (runtime/install.ts). (Pages
 * prerendered for another SITE_URL are dealt with before Next starts: runtime/prerender-check.cjs.)
 */
export async function register() {
  if (!isNodeRuntime()) return;
  // Input no form sends is refused in Chinese too, never in zod's English (core/validation/zod-messages.ts).
  const { installChineseZodMessages } = await import('./core/validation/zod-messages');
  installChineseZodMessages();
  const { startup } = await import('./lib/config/startup');
  startup();
  // The build prerenders pages: nothing is served then, so nothing is hooked or opened.
  if (isBuilding()) return;
  const { env } = await import('./lib/config/env');
  const { METRICS_PORT, IDENTIFIER_REQUESTS_IN_FLIGHT } = env();
  const { installRuntime } = await import('./runtime/install');
  installRuntime({ production: isProduction(), identifierRequestsInFlight: IDENTIFIER_REQUESTS_IN_FLIGHT, metrics: METRICS_PORT !== 0 });
  // Prometheus's /metrics on a port of its own when METRICS_PORT is set (README "Production").
  const { startPortalMetrics } = await import('./lib/metrics/start');
  await startPortalMetrics();
}

/** Every unexpected server error, logged with the digest its error screen shows and the request id. */
export const onRequestError: Instrumentation.onRequestError = async (...args) => {
  if (!isNodeRuntime()) return;
  const { logRequestError } = await import('./lib/log/request-error');
  await logRequestError(...args);
};
