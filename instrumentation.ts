import type { Instrumentation } from 'next';
import { isBuilding, isNodeRuntime, isProduction } from './core/env/process';

/**
 * Runs once when the server starts, before the first request: the start-up check logs what is running
 * (lib/config/startup.ts) and refuses an inconsistent configuration, naming each variable, so a
 * production server without a proper SESSION_SECRET or with a half-configured payment provider never
 * serves a page. (Pages prerendered for another SITE_URL are dealt with before Next starts:
 * scripts/ops/prerender-check.cjs.)
 */
export async function register() {
  if (!isNodeRuntime()) return;
  // Input no form sends is refused in Chinese too, never in zod's English (core/validation/zod-messages.ts).
  const { installChineseZodMessages } = await import('./core/validation/zod-messages');
  installChineseZodMessages();
  // Brotli where the browser takes it, and the build's files as compressed once by the build (decision 0041).
  if (isProduction()) {
    const { installCompressedResponses } = await import('./lib/http/compressed-responses');
    installCompressedResponses();
  }
  const { startup } = await import('./lib/config/startup');
  startup();
  // Prometheus's /metrics on a port of its own when METRICS_PORT is set (README "Production"); never while building.
  if (!isBuilding()) {
    const { startPortalMetrics } = await import('./lib/metrics/start');
    await startPortalMetrics();
  }
}

/** Every unexpected server error, logged with the digest its error screen shows and the request id. */
export const onRequestError: Instrumentation.onRequestError = async (...args) => {
  if (!isNodeRuntime()) return;
  const { logRequestError } = await import('./lib/log/request-error');
  await logRequestError(...args);
};
