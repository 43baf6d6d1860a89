import { parseEnv, type Env } from '@/core/env/portal';
import { processEnv } from '@/core/env/process';

let cached: Env | undefined;

/** The parsed environment for proxy.ts, which runs outside React's server graph (no `server-only`). */
export function proxyEnv(): Pick<Env, 'SITE_URL' | 'TRUST_PROXY'> {
  cached ??= parseEnv(processEnv());
  return cached;
}
