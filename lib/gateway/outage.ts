// Whether the gateway is known to be down. The gateway client reports; proxy.ts reads, so the pages that
// need the gateway answer 503 at once instead of each waiting for its own failed call. Kept on
// globalThis: proxy.ts and the pages are bundled apart (see lib/server/draining.ts).

interface OutageState {
  /** When the first failed call of this outage was seen; undefined while the gateway answers. */
  since?: number;
  probe?: ReturnType<typeof setInterval>;
  probing?: boolean;
}

const key = Symbol.for('idportal.gatewayOutage');
const store = globalThis as unknown as Record<symbol, OutageState | undefined>;
const state = (): OutageState => (store[key] ??= {});

/** How often a down gateway is asked again, in the background, whether it is back. */
export const probeEveryMs = 2_000;

/**
 * A call got no answer (network, timeout) or a server error page: the gateway counts as down until
 * `probe` (a cheap readiness check) passes or any call gets an answer again.
 */
export function reportOutage(probe: () => Promise<boolean>, now = Date.now()): void {
  const s = state();
  if (s.since === undefined) {
    s.since = now;
    console.warn(JSON.stringify({ level: 'warn', msg: 'gateway down: its pages answer 503 until it is back' }));
  }
  if (s.probe) return;
  s.probe = setInterval(() => {
    if (s.probing) return;
    s.probing = true;
    probe()
      .then((up) => up && reportAnswer())
      .catch(() => undefined)
      .finally(() => (s.probing = false));
  }, probeEveryMs);
  s.probe.unref?.();
}

/** Any answer from the gateway, even a refusal: it is up. */
export function reportAnswer(): void {
  const s = state();
  if (s.since === undefined) return;
  console.info(JSON.stringify({ level: 'info', msg: 'gateway back', downMs: Date.now() - s.since }));
  s.since = undefined;
  clearInterval(s.probe);
  s.probe = undefined;
}

export function gatewayOutage(): boolean {
  return state().since !== undefined;
}
