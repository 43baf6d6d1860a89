import { logger } from '@/core/log/logger';
import { checkConsole } from './console-check';
import { reportFields, startupReport, type StartupReport } from './startup-report';
import { isBuilding, processEnv } from '@/core/env/process';

/** Written straight to stderr: it must be seen even with LOG_LEVEL=silent, and before the process exits. */
function refuse(report: StartupReport): never {
  const line = { level: 'fatal', time: new Date().toISOString(), msg: 'configuration is inconsistent: refusing to start', mode: report.mode, problems: report.problems };
  process.stderr.write(`${JSON.stringify(line)}\n`);
  process.exit(1);
}

/**
 * Called once at server start (instrumentation.ts). One JSON log line says what is running (mode,
 * gateway, database, payment channels, cache, SITE_URL); each warning gets a line of its own; any
 * configuration problem stops the server with a line naming each variable (docs/decisions/0016). Then,
 * without holding the start, a configured console is asked whether it answers.
 */
export function startup(): void {
  // The build prerenders pages with whatever it is given; only a running server is checked.
  if (isBuilding()) return;
  const report = startupReport(processEnv());
  logger().info(reportFields(report), 'portal configuration');
  for (const warning of report.warnings) logger().warn({ mode: report.mode }, warning);
  if (report.problems.length > 0) refuse(report);
  // Whether the console answers is asked beside the serving portal, never before it: its warning comes
  // a moment later, as a line of its own (console-check.ts).
  void checkConsole(processEnv()).then((warning) => {
    if (warning) logger().warn({ mode: report.mode }, warning);
  });
}
