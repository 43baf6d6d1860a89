import { installShutdown } from '@/lib/server/shutdown';
import { logger } from '@/core/log/logger';
import { peerAddressInstalled } from '@/lib/http/visitor-address';
import { parseEnv } from '@/core/env/portal';
import { reportFields, startupReport, type StartupReport } from './startup-report';
import { isBuilding, isProduction, processEnv } from '@/core/env/process';

/** Written straight to stderr: it must be seen even with LOG_LEVEL=silent, and before the process exits. */
function refuse(report: StartupReport): never {
  const line = { level: 'fatal', time: new Date().toISOString(), msg: 'configuration is inconsistent: refusing to start', mode: report.mode, problems: report.problems };
  process.stderr.write(`${JSON.stringify(line)}\n`);
  process.exit(1);
}

/**
 * Called once at server start (instrumentation.ts). One JSON log line says what is running (mode,
 * gateway, database, payment channels, cache, SITE_URL); each warning gets a line of its own; any
 * configuration problem stops the server with a line naming each variable (docs/decisions/0016).
 */
export function startup(): void {
  // The build prerenders pages with whatever it is given; only a running server is checked.
  if (isBuilding()) return;
  const report = startupReport(processEnv());
  logger().info(reportFields(report), 'portal configuration');
  for (const warning of report.warnings) logger().warn({ mode: report.mode }, warning);
  if (report.problems.length > 0) refuse(report);
  // Started as `node server.js` alone: no address to count per IP, so say so rather than run unlimited unseen.
  if (isProduction() && !parseEnv(processEnv()).TRUST_PROXY && !peerAddressInstalled()) {
    logger().warn({ mode: report.mode }, 'per-IP limits are off: start the server with `node -r ./peer-address.cjs` (scripts/ops/serve-standalone.sh and the container do), or set TRUST_PROXY=1 behind your own reverse proxy');
  }
  installShutdown();
}
