import { execFileSync } from 'node:child_process';
import pg from 'pg';

/**
 * The URL of the million-identifier database the load tools run on (`npm run scale` makes it, about 2-3
 * minutes, when this machine's PostgreSQL has none yet). The server is SCALE_ADMIN_URL, else the one the
 * test command finds.
 */
export async function ensureScaleDatabase(): Promise<string> {
  const server = process.env.SCALE_ADMIN_URL ?? execFileSync('bash', ['scripts/ops/ensure-postgres.sh'], { encoding: 'utf8' }).trim();
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  const exists = (await admin.query(`select 1 from pg_database where datname = 'idportal_scale'`)).rowCount;
  await admin.end();
  if (!exists) execFileSync('npx', ['tsx', 'gateway/scripts/scale.ts'], { stdio: 'inherit' });
  return Object.assign(new URL(server), { pathname: '/idportal_scale' }).toString();
}
