import { subscribe } from 'node:diagnostics_channel';
import type { ServerResponse } from 'node:http';
import { logger } from '@/core/log/logger';
import { isDraining, startDraining } from '@/lib/server/draining';
import { isBuilding } from '@/core/env/process';

/** A request still running this long after SIGTERM is cut off: the orchestrator's own limit is 30 s. */
export const drainLimitMs = 25_000;

/**
 * On SIGTERM Next's own server stops listening, waits for its connections to end and exits. Node keeps
 * serving a busy keep-alive connection after close(), though, so behind a proxy that reuses upstream
 * connections that wait never ended (`npm run faults` measured an exit only at the limit below). So a
 * request that arrives while draining is answered (/readyz with 503) and its connection closed after it.
 */
export function installShutdown(): void {
  if (isBuilding()) return;
  subscribe('http.server.request.start', (message) => {
    if (isDraining()) (message as { response: ServerResponse }).response.setHeader('Connection', 'close');
  });
  process.once('SIGTERM', () => {
    startDraining();
    logger().info('SIGTERM: draining');
    // A hung request must not keep the process alive.
    setTimeout(() => {
      logger().warn({ limitMs: drainLimitMs }, 'drain limit reached: exiting');
      process.exit(143);
    }, drainLimitMs).unref();
  });
}
