// npm run bench:scale: every gateway read at a real node's size beside the same read at the demo's, in one
// run on the same PostgreSQL (issue 37, decision 0042). The demo side is a fresh seeded database; the
// large side is the one `npm run scale` made (idportal_scale, 1,000,000 identifiers by default; made here
// first when missing). Each read runs BENCH_READS times (default 400) after a warm-up, one at a time, in
// the gateway in-process as the embedded portal calls it; at scale every read names an identifier drawn
// at random, so most are rows no read has touched (一物一码). Prints p50, p99 and the ratio (target 1.5x).
import { execFileSync } from 'node:child_process';
import { sql } from 'drizzle-orm';
import { Client } from 'pg';
import { contract } from '../lib/contract';
import { openDatabase, rowsOf, type Database } from '../gateway/db/client';
import { openSeededDatabase } from '../gateway/db/open-seeded';
import { addViews } from '../gateway/identifier/detail';
import { containingItems, recalledParts } from '../gateway/identifier/recalled-parts';
import { testGateway } from '../gateway/testing/gateway-client';
import { scaleIdentifier } from '../gateway/testing/scale-fixture';

const reads = Number(process.env.BENCH_READS ?? 400);
const adminUrl = process.env.SCALE_ADMIN_URL ?? execFileSync('bash', ['scripts/ensure-postgres.sh'], { encoding: 'utf8' }).trim();
const urlOf = (name: string) => Object.assign(new URL(adminUrl), { pathname: `/${name}` }).toString();

interface Side {
  name: string;
  database: Database;
  /** The i-th identifier to read, and one of its scenes other than the first. */
  identifier(i: number): string;
  scene(i: number): { identifier: string; sceneConfId: number };
}

const demoItems = ['88.365.1/DEMO0001', '88.365.1/KIT00001', '88.365.1/PART0001', '88.365.1/SINGLE01', '88.365.1/NORECALL', '88.365.1/AIPROD01'];
const demoScenes = [
  { identifier: '88.365.1/DEMO0001', sceneConfId: 1004 },
  { identifier: '88.365.1/DEMO0001', sceneConfId: 1002 },
];

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

async function time(work: (i: number) => Promise<unknown>): Promise<{ p50: number; p99: number }> {
  for (let i = 0; i < 30; i++) await work(i + 1_000_000);
  const ms: number[] = [];
  for (let i = 0; i < reads; i++) {
    const started = performance.now();
    await work(i);
    ms.push(performance.now() - started);
  }
  ms.sort((a, b) => a - b);
  return { p50: percentile(ms, 50), p99: percentile(ms, 99) };
}

const draws = (n: number) => Array.from({ length: reads + 40 }, () => Math.floor(Math.random() * n));

async function main() {
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  const exists = (await admin.query(`select 1 from pg_database where datname = 'idportal_scale'`)).rowCount;
  await admin.query('drop database if exists idportal_scale_demo with (force)');
  await admin.query('create database idportal_scale_demo');
  await admin.end();
  if (!exists) execFileSync('npx', ['tsx', 'scripts/scale.ts'], { stdio: 'inherit' });
  await (await openSeededDatabase({ databaseUrl: urlOf('idportal_scale_demo') })).close();

  const large = await openDatabase({ databaseUrl: urlOf('idportal_scale') });
  const total = Number(rowsOf<{ n: number }>(await large.db.execute(sql`select count(*)::int as n from identifiers`))[0].n);
  const random = draws(total - 20);
  const sides: Side[] = [
    {
      name: 'demo',
      database: await openDatabase({ databaseUrl: urlOf('idportal_scale_demo') }),
      identifier: (i) => demoItems[i % demoItems.length],
      scene: (i) => demoScenes[i % demoScenes.length],
    },
    {
      name: `${total.toLocaleString('en')} identifiers`,
      database: large,
      identifier: (i) => scaleIdentifier(random[i % random.length]),
      // Serials ≡ 1, 2 or 3 (mod 4) have a second scene, 10,000,000 + 5g + 1.
      scene: (i) => {
        const g = random[i % random.length] | 1;
        return { identifier: scaleIdentifier(g), sceneConfId: 10_000_000 + 5 * g + 1 };
      },
    },
  ];

  const results: Record<string, { p50: number; p99: number }[]> = {};
  for (const side of sides) {
    const gw = testGateway(side.database, new Date());
    const db = side.database.db;
    const measure = async (read: string, work: (i: number) => Promise<unknown>) => {
      (results[read] ??= []).push(await time(work));
    };
    await measure('identifier detail (with scenes and recalled parts)', async (i) => expectOk(await gw.call(contract.identifier.detail, { identifier: side.identifier(i) })));
    await measure('identifier detail, other letter case', async (i) => expectOk(await gw.call(contract.identifier.detail, { identifier: side.identifier(i).toLowerCase() })));
    await measure('one scene', async (i) => expectOk(await gw.call(contract.identifier.detail, side.scene(i))));
    await measure('recalled-parts walk', (i) => recalledParts(db, side.identifier(i)));
    await measure('items containing a part (walk back)', (i) => containingItems(db, [side.identifier(i)]));
    await measure('batch lookup of 25 (8 at a time)', async (i) => {
      const ids = Array.from({ length: 25 }, (_, k) => side.identifier(i * 25 + k));
      for (let k = 0; k < ids.length; k += 8) await Promise.all(ids.slice(k, k + 8).map(async (identifier) => expectOk(await gw.call(contract.identifier.detail, { identifier }))));
    });
    await measure('view-count flush of 100', (i) => addViews(db, Array.from({ length: 100 }, (_, k) => ({ identifier: side.identifier(i * 100 + k), count: 1 }))));
    await measure('home figures', async () => expectOk(await gw.call(contract.home.dataWarehouse, {})));
  }
  for (const side of sides) await side.database.close();

  const pad = (s: string, n: number) => s.padEnd(n);
  console.log(`\n${pad('read', 52)} ${pad('demo p50 / p99 ms', 20)} ${pad('scale p50 / p99 ms', 20)} ratio p50 / p99 (target 1.5)`);
  let over = 0;
  for (const [read, [demo, scale]] of Object.entries(results)) {
    const r50 = scale.p50 / demo.p50;
    const r99 = scale.p99 / demo.p99;
    if (r50 > 1.5 || r99 > 1.5) over += 1;
    console.log(`${pad(read, 52)} ${pad(`${demo.p50.toFixed(2)} / ${demo.p99.toFixed(2)}`, 20)} ${pad(`${scale.p50.toFixed(2)} / ${scale.p99.toFixed(2)}`, 20)} ${r50.toFixed(2)} / ${r99.toFixed(2)}${r50 > 1.5 || r99 > 1.5 ? '  over' : ''}`);
  }
  console.log(`\n${over} of ${Object.keys(results).length} reads over 1.5x (${reads} reads each)`);
}

function expectOk(answer: { status: number }) {
  if (answer.status !== 200) throw new Error(`gateway answered ${answer.status}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
