import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { ClientCredentials } from '@/core/contract/client-credentials';
import { gatewayEnv } from '@/core/env/gateway';
import type { GatewayDeps } from './deps';

// A process without a configured secret signs with one of its own: fine for one process, and the
// portal passes its session secret's derivative so several embedded gateways agree (lib/gateway/embedded.ts).
let fallbackSecret: string | undefined;

export function gatewaySecret(deps: GatewayDeps): string {
  if (deps.secret) return deps.secret;
  fallbackSecret ??= gatewayEnv().GATEWAY_SECRET || randomBytes(32).toString('base64url');
  return fallbackSecret;
}

export function storageDir(deps: GatewayDeps): string {
  return deps.storageDir ?? path.resolve(gatewayEnv().DATA_DIR, 'uploads');
}

/** The client the token calls must name: the portal's own configuration, or the same variables when standalone. */
export function gatewayClient(deps: GatewayDeps): ClientCredentials {
  if (deps.client) return deps.client;
  const { GATEWAY_CLIENT_ID: id, GATEWAY_CLIENT_SECRET: secret } = gatewayEnv();
  return { id, secret };
}
