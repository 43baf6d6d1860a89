import { z } from 'zod';
import { defaultClient } from '@/core/contract/client-credentials';
import { processEnv } from './process';
import type { EnvRecord } from './record';

// The gateway's own variables (its mode, payments and SMS have their modules beside this one). The
// embedded gateway takes what the portal parsed instead (lib/gateway/embedded.ts passes its deps);
// these are read by the standalone service (`npm run gateway`) and as the gateway's defaults.
const schema = z.object({
  GATEWAY_PORT: z.coerce.number().int().min(1).max(65535).default(4000),
  GATEWAY_HOST: z.string().default('127.0.0.1'),
  /** Signs the gateway's captcha proofs; unset, each process signs with a key of its own. */
  GATEWAY_SECRET: z.string().optional(),
  DATA_DIR: z.string().default('./data'),
  /** PostgreSQL; unset, PGlite in DATA_DIR. */
  DATABASE_URL: z.string().optional(),
  /** The OAuth client the token calls must name: the portal's pair (core/env/portal.ts says the same). */
  GATEWAY_CLIENT_ID: z.string().default(defaultClient.id),
  GATEWAY_CLIENT_SECRET: z.string().default(defaultClient.secret),
  /** Where a recall's changed pages are pushed (`POST /api/revalidate`), and the secret that signs the push. */
  PORTAL_REVALIDATE_URL: z.string().optional(),
  /** Days the audit trail is kept before pruning (gateway/audit/prune.ts); never fewer than 180. */
  AUDIT_RETENTION_DAYS: z.coerce.number().int().min(180).max(36_500).default(180),
  REVALIDATE_SECRET: z.string().optional(),
  /** log2 of the scrypt N a test run hashes with (gateway/auth/password.ts); honoured in test mode only. */
  PASSWORD_TEST_COST: z.coerce.number().optional(),
  /** The standalone gateway's `/metrics` (core/metrics/server.ts); unset or 0, off. The embedded one's are the portal's. */
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).default(0),
  METRICS_HOST: z.string().default('127.0.0.1'),
});

export type GatewayEnv = z.infer<typeof schema>;

/**
 * The gateway's variables, parsed. Lenient as the gateway always was: an empty variable is unset and a
 * value that does not parse falls back to its default rather than stopping a running service.
 */
export function gatewayEnv(source: EnvRecord = processEnv()): GatewayEnv {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([name, v]) => v !== undefined && v !== '' && name in schema.shape));
  const parsed = schema.safeParse(cleaned);
  if (parsed.success) return parsed.data;
  const bad = new Set(parsed.error.issues.map((issue) => String(issue.path[0])));
  return schema.parse(Object.fromEntries(Object.entries(cleaned).filter(([name]) => !bad.has(name))));
}
