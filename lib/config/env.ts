import 'server-only';
import { parseEnv } from './parse-env';
import { publicConfigOf, type PublicConfig } from './public-config';

export type { Env } from './parse-env';

let cached: ReturnType<typeof parseEnv> | undefined;

/** The environment, parsed once per process. A missing or bad variable stops start-up with its name. */
export function env() {
  cached ??= parseEnv(process.env);
  return cached;
}

export { publicConfigSchema, type PublicConfig } from './public-config';

export function publicConfig(): PublicConfig {
  return publicConfigOf(env());
}
