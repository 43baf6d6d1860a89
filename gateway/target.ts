import { gatewayEnv } from '@/core/env/gateway';
import { processEnv } from '@/core/env/process';
import type { EnvRecord } from '@/core/env/record';
import type { DatabaseTarget } from './db/client';

/** DATABASE_URL when set, else PGlite in DATA_DIR: the same rule as the portal's embedded gateway. */
export function databaseTargetFromEnv(source: EnvRecord = processEnv()): DatabaseTarget {
  const { DATABASE_URL, DATA_DIR } = gatewayEnv(source);
  return DATABASE_URL ? { databaseUrl: DATABASE_URL } : { dataDir: DATA_DIR };
}
