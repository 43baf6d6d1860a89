import { startDraining } from './draining';

// How long in-flight requests may take after SIGTERM before the process exits anyway.
const drainMs = Number(process.env.SHUTDOWN_DRAIN_MS ?? 25_000);

/**
 * On SIGTERM /readyz turns 503 at once, so the reverse proxy stops sending traffic; Next's own server
 * stops accepting connections and finishes what is in flight; we exit at the latest after drainMs.
 */
export function installShutdown(): void {
  if (process.env.NEXT_PHASE === 'phase-production-build') return;
  process.once('SIGTERM', () => {
    startDraining();
    console.info(JSON.stringify({ level: 'info', msg: 'SIGTERM: draining', drainMs }));
    setTimeout(() => process.exit(0), drainMs).unref();
  });
}
