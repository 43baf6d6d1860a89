import { startDraining } from './draining';

/**
 * On SIGTERM Next's own server stops listening, lets requests in flight finish and exits (measured:
 * well within a second when idle). We only mark the process as draining, so a request that still
 * reaches /readyz over a kept-alive connection hears 503 and the reverse proxy looks elsewhere.
 */
export function installShutdown(): void {
  if (process.env.NEXT_PHASE === 'phase-production-build') return;
  process.once('SIGTERM', () => {
    startDraining();
    console.info(JSON.stringify({ level: 'info', msg: 'SIGTERM: draining' }));
  });
}
