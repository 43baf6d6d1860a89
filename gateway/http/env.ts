import type { GatewayDeps } from '../deps';

/** Hono's typing of what every request carries: the gateway's dependencies. */
export interface GatewayEnv {
  Variables: { deps: GatewayDeps };
}
