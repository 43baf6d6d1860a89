import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { GatewayDeps } from './deps';

// A process without a configured secret signs with one of its own: fine for one process, and the
// portal passes its session secret's derivative so several embedded gateways agree (lib/gateway/embedded.ts).
let fallbackSecret: string | undefined;

export function gatewaySecret(deps: GatewayDeps): string {
  if (deps.secret) return deps.secret;
  fallbackSecret ??= process.env.GATEWAY_SECRET || randomBytes(32).toString('base64url');
  return fallbackSecret;
}

export function storageDir(deps: GatewayDeps): string {
  return deps.storageDir ?? path.resolve(process.env.DATA_DIR ?? './data', 'uploads');
}
