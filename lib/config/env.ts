import 'server-only';
import { parseEnv } from '@/core/env/portal';
import { publicConfigOf, type PublicConfig } from './public-config';
import { processEnv } from '@/core/env/process';

export type { Env } from '@/core/env/portal';

let cached: ReturnType<typeof parseEnv> | undefined;

/** The environment, parsed once per process. A missing or bad variable stops start-up with its name. */
export function env() {
  cached ??= parseEnv(processEnv());
  return cached;
}

export { publicConfigSchema, type PublicConfig } from './public-config';

export function publicConfig(): PublicConfig {
  return publicConfigOf(env());
}
