// npm run bench:scale: every gateway read at a real node's size beside the same read at the demo's, in one
// run on the same PostgreSQL (issue 37, decision 0042). Both sides are made by the scale fixture, so a read
// names rows of the same shape: `idportal_scale_small` holds the demo dataset and 100 generated
// identifiers, made here each run; `idportal_scale` is the one `npm run scale` made (1,000,000 by
// default; made here first when missing). Each read runs BENCH_READS times (default 400) after a
// warm-up, one at a time, in the gateway in-process as the embedded portal calls it, naming identifiers
// drawn at random, so at scale most are rows no read has touched (一物一码). Prints p50, p99 and the ratio
// (target 1.5x).
import { execFileSync } from 'node:child_process';
import { sql } from 'drizzle-orm';
import { Client } from 'pg';
import { contract } from '@/core/contract';
import { openDatabase, rowsOf, type Database } from '../db/client';
import { addViews } from '../identifier/detail';
import { containingItems, recalledParts } from '../identifier/recalled-parts';
import { testGateway } from '../testing/gateway-client';
import { fillScaleFixture, hotPart, partCount, scaleIdentifier } from '../testing/scale-fixture';

const reads = Number(process.env.BENCH_READS ?? 400);
const adminUrl = process.env.SCALE_ADMIN_URL ?? execFileSync('bash', ['scripts/ops/ensure-postgres.sh'], { encoding: 'utf8' }).trim();
const urlOf = (name: string) => Object.assign(new URL(adminUrl), { pathname: `/${name}` }).toString();

interface Side {
  name: string;
  n: number;
  database: Database;
}

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

async function time(work: (i: number) => Promise<unknown>): Promise<{ p50: number; p99: number }> {
  for (let i = 0; i < 30; i++) await work(reads + i);
  const ms: number[] = [];
  for (let i = 0; i < reads; i++) {
    const started = performance.now();
    await work(i);
    ms.push(performance.now() - started);
  }
  ms.sort((a, b) => a - b);
  return { p50: percentile(ms, 50), p99: percentile(ms, 99) };
}

/** Random serials of a side: any identifier, or only items (not parts). */
const draws = (n: number, from = 0) => Array.from({ length: (reads + 40) * 100 }, () => from + Math.floor(Math.random() * (n - from)));

async function main() {
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  const exists = (await admin.query(`select 1 from pg_database where datname = 'idportal_scale'`)).rowCount;
  await admin.query('drop database if exists idportal_scale_small with (force)');
  await admin.query('create database idportal_scale_small');
  await admin.end();
  if (!exists) execFileSync('npx', ['tsx', 'gateway/scripts/scale.ts'], { stdio: 'inherit' });
  await fillScaleFixture(urlOf('idportal_scale_small'), 100);

  const large = await openDatabase({ databaseUrl: urlOf('idportal_scale') });
  const generated = Number(rowsOf<{ n: number }>(await large.db.execute(sql`select count(*)::int as n from identifiers where identifier like '88.500.%'`))[0].n);
  const sides: Side[] = [
    { name: 'small', n: 100, database: await openDatabase({ databaseUrl: urlOf('idportal_scale_small') }) },
    { name: 'large', n: generated, database: large },
  ];
  console.log(`small: the demo dataset and 100 generated identifiers; large: ${generated.toLocaleString('en')} generated`);
  const results: Record<string, { p50: number; p99: number }[]> = {};
  const hotWalks: string[] = [];
  for (const side of sides) {
    const gw = testGateway(side.database, new Date());
    const db = side.database.db;
    const any = draws(side.n);
    const items = draws(side.n, partCount(side.n));
    const id = (i: number) => scaleIdentifier(any[i]);
    const measure = async (read: string, work: (i: number) => Promise<unknown>) => {
      (results[read] ??= []).push(await time(work));
    };
    await measure('identifier detail (with scenes and recalled parts)', async (i) => expectOk(await gw.call(contract.identifier.detail, { identifier: id(i) })));
    await measure('identifier detail, other letter case', async (i) => expectOk(await gw.call(contract.identifier.detail, { identifier: id(i).toLowerCase() })));
    // Serials ≡ 1, 2 or 3 (mod 4) have a second scene, 10,000,000 + 5g + 1.
    await measure('one scene', async (i) => {
      const g = any[i] | 1;
      expectOk(await gw.call(contract.identifier.detail, { identifier: scaleIdentifier(g), sceneConfId: 10_000_000 + 5 * g + 1 }));
    });
    await measure('recalled-parts walk', (i) => recalledParts(db, id(i)));
    await measure('items containing an item (walk back)', (i) => containingItems(db, [scaleIdentifier(items[i])]));
    await measure('batch lookup of 25 (8 at a time)', async (i) => {
      const ids = Array.from({ length: 25 }, (_, k) => id(i * 25 + k));
      for (let k = 0; k < ids.length; k += 8) await Promise.all(ids.slice(k, k + 8).map(async (identifier) => expectOk(await gw.call(contract.identifier.detail, { identifier }))));
    });
    await measure('view-count flush of 100', (i) => addViews(db, Array.from({ length: 100 }, (_, k) => ({ identifier: id(i * 100 + k), count: 1 }))));
    await measure('home figures', async () => expectOk(await gw.call(contract.home.dataWarehouse, {})));
    // The recall fan-out's walk from the hot part (a tenth of the items): a figure, not a ratio.
    const started = performance.now();
    const containers = await containingItems(db, [scaleIdentifier(hotPart)]);
    hotWalks.push(`${side.name}: ${containers.length.toLocaleString('en')} items in ${(performance.now() - started).toFixed(0)} ms`);
  }
  for (const side of sides) await side.database.close();

  const pad = (s: string, n: number) => s.padEnd(n);
  console.log(`\n${pad('read', 52)} ${pad('small p50 / p99 ms', 20)} ${pad('large p50 / p99 ms', 20)} ratio p50 / p99 (target 1.5)`);
  let over = 0;
  for (const [read, [demo, scale]] of Object.entries(results)) {
    const r50 = scale.p50 / demo.p50;
    const r99 = scale.p99 / demo.p99;
    if (r50 > 1.5 || r99 > 1.5) over += 1;
    console.log(`${pad(read, 52)} ${pad(`${demo.p50.toFixed(2)} / ${demo.p99.toFixed(2)}`, 20)} ${pad(`${scale.p50.toFixed(2)} / ${scale.p99.toFixed(2)}`, 20)} ${r50.toFixed(2)} / ${r99.toFixed(2)}${r50 > 1.5 || r99 > 1.5 ? '  over' : ''}`);
  }
  console.log(`\n${over} of ${Object.keys(results).length} reads over 1.5x (${reads} reads each)`);
  console.log(`walk back from the hot part (recall fan-out): ${hotWalks.join('; ')}`);
}

function expectOk(answer: { status: number }) {
  if (answer.status !== 200) throw new Error(`gateway answered ${answer.status}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
