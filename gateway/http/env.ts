import type { GatewayDeps } from '../deps';

/** Hono's typing of what every request carries: the gateway's dependencies, and its request id (the portal's, or a new one). */
export interface GatewayEnv {
  Variables: { deps: GatewayDeps; reqId: string };
}
