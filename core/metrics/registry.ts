import { collectDefaultMetrics, Registry } from 'prom-client';

// One registry per process (issue 37 item 6): the portal and the embedded gateway define their metric
// families in it, and the metrics port serves it. Kept on globalThis as lib/gateway/embedded.ts keeps its
// store: Next bundles instrumentation, pages and route handlers apart, and a module-level registry would
// be one per bundle, each with half the counts. prom-client itself is one module (serverExternalPackages).

interface Store {
  registry: Registry;
  families: Map<string, unknown>;
}

const key = Symbol.for('idportal.metrics');
const store = globalThis as unknown as Record<symbol, Store | undefined>;

function current(): Store {
  if (!store[key]) {
    const registry = new Registry();
    // Node's own: CPU, memory, event-loop lag, GC, handles; the standard names dashboards know.
    collectDefaultMetrics({ register: registry });
    store[key] = { registry, families: new Map() };
  }
  return store[key];
}

export const metricsRegistry = (): Registry => current().registry;

/**
 * A side's metric families (the portal's in lib/metrics, the gateway's in gateway/metrics.ts), made in
 * the process's registry on first use and the same object after. A process registers only the sides it
 * runs: the standalone gateway shows no portal series, which would read as zeros.
 */
export function familiesOf<F>(name: string, define: (registry: Registry) => F): () => F {
  return () => {
    const { registry, families } = current();
    if (!families.has(name)) families.set(name, define(registry));
    return families.get(name) as F;
  };
}

/** Status codes as the dashboards group them: 2xx … 5xx. */
export const statusClass = (status: number): string => `${Math.floor(status / 100)}xx`;
