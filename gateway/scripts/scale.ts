// npm run scale -- --identifiers N [--database NAME]: a PostgreSQL database of N generated identifiers
// beside the demo dataset (gateway/testing/scale-fixture.ts), made anew each time, for the scale bench and
// for trying the portal at a real node's size: `DATABASE_URL=<printed URL> bash scripts/ops/start.sh`.
// The server is SCALE_ADMIN_URL, else the one the test command finds (scripts/ops/ensure-postgres.sh).
import { execFileSync } from 'node:child_process';
import { Client } from 'pg';
import { fillScaleFixture } from '../testing/scale-fixture';

function arg(name: string, fallback: string): string {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 && process.argv[at + 1] ? process.argv[at + 1] : fallback;
}

async function main() {
  const n = Number(arg('identifiers', '1000000').replace(/[_,]/g, ''));
  const name = arg('database', 'idportal_scale');
  if (!Number.isInteger(n) || n < 1 || n > 50_000_000) throw new Error(`--identifiers must be a whole number from 1 to 50,000,000 (got ${arg('identifiers', '')})`);
  // Only databases of this command's own naming are dropped and made anew.
  if (!/^idportal_scale\w*$/.test(name)) throw new Error(`--database must start with idportal_scale (got ${name})`);
  const adminUrl = process.env.SCALE_ADMIN_URL ?? execFileSync('bash', ['scripts/ops/ensure-postgres.sh'], { encoding: 'utf8' }).trim();
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  console.log(`filling ${url} with ${n.toLocaleString('en')} identifiers…`);
  const summary = await fillScaleFixture(url.toString(), n, (done) => process.stdout.write(`\r${done.toLocaleString('en')} / ${n.toLocaleString('en')}`));
  console.log(
    `\n${summary.identifiers.toLocaleString('en')} identifiers, ${summary.scenes.toLocaleString('en')} scenes, ${summary.traces.toLocaleString('en')} traced rows in ${summary.seconds.toFixed(1)} s; database ${(summary.databaseBytes / 2 ** 20).toFixed(0)} MB`,
  );
  console.log(`DATABASE_URL=${url}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
