// The suite's servers: one per Playwright worker, each on its own port, database, log and (past the first)
// copy of the build (playwright.config.ts). A worker's journeys talk to its own server only.

/** The first worker's port; E2E_PORT moves the whole suite. */
export const suiteBasePort = Number(process.env.E2E_PORT ?? 3100);

/**
 * Workers, so servers: three on the two cores. With two, the cores stood 18 % idle while journeys waited
 * (polls, timers, second portals starting); with three, 3.5 %, and the browser tests took 704 s against
 * 748-791 (decision 0023). E2E_WORKERS=1 runs everything on one.
 */
export const suiteWorkers = Math.max(1, Number(process.env.E2E_WORKERS ?? 3));

/**
 * Worker n's server listens 1,000 ports above worker 0's: the second portals, nginx and Redis a journey
 * starts sit at small offsets above its own server's port (+5 … +54), so no two workers meet.
 */
export const suitePortOf = (index: number) => suiteBasePort + 1000 * index;

export const suiteLogOf = (index: number) => (index > 0 ? `tmp/e2e-server-w${index}.log` : 'tmp/e2e-server.log');

/** This worker's slot (Playwright's TEST_PARALLEL_INDEX), 0 outside a worker. */
const workerIndex = () => Number(process.env.TEST_PARALLEL_INDEX ?? 0);

/** The port of this worker's server. */
export const suitePort = () => suitePortOf(workerIndex());

/** The log file of this worker's server. */
export const suiteLog = () => suiteLogOf(workerIndex());

/** The suite's servers' session secret: a journey that moves a session's clock reseals its cookie with it. */
export const suiteSessionSecret = 'e2e-only-secret-0123456789abcdefghijklmnop';

/** The secret the suite's servers take signed pushes to /api/revalidate with (helpers/revalidate.ts signs them). */
export const suiteRevalidateSecret = 'e2e-only-revalidate-secret-0123456789abcdef';

/**
 * The Fetch standard's "bad ports" within reach of the suite's: Node's fetch and Chromium refuse to
 * connect to them ("bad port"), so a server of a journey placed on one never looks ready. Worker 1's
 * server sits at 4100, and a second portal at its +90 was 4190 (ManageSieve): it failed whenever that
 * worker ran it.
 */
const fetchBlockedPorts = new Set([3659, 4045, 4190, 5060, 5061, 6000, 6566, 6665, 6666, 6667, 6668, 6669, 6679, 6697, 10080]);

/** Refuses, by name, a port no fetch can reach. */
export function assertFetchablePort(port: number): void {
  if (fetchBlockedPorts.has(port)) throw new Error(`port ${port} is one the Fetch standard blocks ("bad port"): place this server elsewhere`);
}
