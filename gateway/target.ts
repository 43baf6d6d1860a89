import type { DatabaseTarget } from './db/client';

/** DATABASE_URL when set, else PGlite in DATA_DIR: the same rule as the portal's embedded gateway. */
export function databaseTargetFromEnv(source: Record<string, string | undefined> = process.env): DatabaseTarget {
  if (source.DATABASE_URL) return { databaseUrl: source.DATABASE_URL };
  return { dataDir: source.DATA_DIR || './data' };
}
