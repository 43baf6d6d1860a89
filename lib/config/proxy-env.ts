import { parseEnv, type Env } from './parse-env';

let cached: Env | undefined;

/** The parsed environment for proxy.ts, which runs outside React's server graph (no `server-only`). */
export function proxyEnv(): Pick<Env, 'SITE_URL' | 'TRUST_PROXY'> {
  cached ??= parseEnv(process.env);
  return cached;
}
