import { drizzle } from 'drizzle-orm/node-postgres';
import { Client, type Pool, type PoolClient } from 'pg';
import { contract } from '@/core/contract';
import { openDatabase, type Database } from '../db/client';
import * as schema from '../db/schema';
import { hotPart, recalledSubPart, scaleFixtureCopy, scaleIdentifier } from '../testing/scale-fixture';
import { testGateway } from '../testing/gateway-client';
import { testEngine } from '../testing/test-database';
import { issueCode } from '../sms/codes';
import { addResolutions, addViews } from './detail';
import { flushResolutions } from './resolutions';
import { containingItems, recalledParts } from './recalled-parts';

// The hot reads at a real node's scale (issue 37, decision 0042): 200,000 generated identifiers, every
// statement the gateway sends for them captured and explained on the gateway's own connections. A plan
// that reads a large table from end to end, or that PostgreSQL compiles with JIT, fails here: both were
// invisible on the demo's ten identifiers and cost 20-50 ms a read at a million.
const adminUrl = process.env.TEST_DATABASE_URL;
if (testEngine !== 'postgres' || !adminUrl) throw new Error('this file needs GATEWAY_TEST_DB=postgres and TEST_DATABASE_URL');

const n = 200_000;
const large = new Set(['identifiers', 'identifier_scenes', 'identifier_traces', 'sms_codes']);
const name = `idportal_scale_jest_${process.pid}`;
let admin: Client;
let database: Database;
const captured: { query: string; params: unknown[] }[] = [];

beforeAll(async () => {
  admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  // A copy of the fixture the server keeps (scaleFixtureCopy): made once for these files, about a second after.
  const opened = await openDatabase({ databaseUrl: await scaleFixtureCopy(admin, adminUrl!, name, n) });
  // The gateway's own pool, with a logger that keeps every statement for EXPLAIN.
  const pool = (opened.db as unknown as { $client: Pool }).$client;
  const logging = drizzle(pool, { schema, logger: { logQuery: (query, params) => void captured.push({ query, params }) } });
  database = { ...opened, db: logging as unknown as Database['db'] };
}, 300_000);

afterAll(async () => {
  // Its db is the logging one, not the one close() knows: the detail reads' resolutions are written here.
  if (database) await flushResolutions(database.db);
  await database?.close();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
});

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  Plans?: PlanNode[];
}

const seqScans = (node: PlanNode): string[] => [...(node['Node Type'] === 'Seq Scan' && large.has(node['Relation Name'] ?? '') ? [node['Relation Name']!] : []), ...(node.Plans ?? []).flatMap(seqScans)];

let prepared = 0;
const literal = (connection: PoolClient) => (value: unknown) =>
  value === null || value === undefined ? 'null' : connection.escapeLiteral(value instanceof Date ? value.toISOString() : typeof value === 'object' ? JSON.stringify(value) : String(value));
const planOf = (rows: { 'QUERY PLAN': unknown }[]) => (rows[0]['QUERY PLAN'] as [{ Plan: PlanNode; JIT?: unknown }])[0];

/**
 * Runs `work`, then explains (and runs again) each statement it sent: what reads a large table whole, and
 * whether JIT compiled it. Each is explained twice: planned for its values, and with the generic plan,
 * the one PostgreSQL keeps for a prepared statement after five runs (decision 0062).
 */
async function plansOf(work: () => Promise<unknown>) {
  captured.length = 0;
  await work();
  // A transaction's begin and commit have no plan.
  const statements = captured.filter(({ query }) => /^\s*(select|insert|update|delete|with)\b/i.test(query));
  expect(statements.length).toBeGreaterThan(0);
  const pool = (database.db as unknown as { $client: Pool }).$client;
  const connection = await pool.connect();
  const found = [];
  try {
    for (const { query, params } of statements) {
      const custom = planOf((await connection.query(`explain (analyze, format json) ${query}`, params)).rows);
      // EXECUTE takes no bound values: they go in as literals, as the driver would send them.
      const name = `plan_under_test_${++prepared}`;
      await connection.query(`prepare ${name} as ${query}`);
      const values = params.map(literal(connection)).join(', ');
      await connection.query('set plan_cache_mode = force_generic_plan');
      let generic: ReturnType<typeof planOf>;
      try {
        generic = planOf((await connection.query(`explain (analyze, format json) execute ${name}${values ? `(${values})` : ''}`)).rows);
      } finally {
        await connection.query('reset plan_cache_mode');
        await connection.query(`deallocate ${name}`);
      }
      const shown = query.replace(/\s+/g, ' ').slice(0, 120);
      found.push({ query: shown, seqScans: seqScans(custom.Plan), jit: custom.JIT !== undefined });
      found.push({ query: `${shown} (generic plan)`, seqScans: seqScans(generic.Plan), jit: generic.JIT !== undefined });
    }
  } finally {
    connection.release();
  }
  return found;
}

const item = scaleIdentifier(4_011); // four scenes, the last behind the SMS gate
const clean = { seqScans: [], jit: false };

describe(`a real node's hot reads at ${n.toLocaleString('en')} identifiers (postgres)`, () => {
  it('runs the gateway with JIT off on its connections', async () => {
    const pool = (database.db as unknown as { $client: Pool }).$client;
    expect((await pool.query('show jit')).rows[0].jit).toBe('off');
  });

  it('reads an identifier detail (with every public scene and the recalled parts) by index, any letter case', async () => {
    const gw = testGateway(database);
    for (const identifier of [item, item.toLowerCase()]) {
      const plans = await plansOf(async () => {
        const { body } = await gw.call(contract.identifier.detail, { identifier });
        expect(body.data!.scenes!.map((s) => s.elements == null)).toEqual([false, false, false, true]);
        expect(Array.isArray(body.data!.recalledParts)).toBe(true);
      });
      for (const plan of plans) expect(plan).toMatchObject(clean);
    }
  });

  it('reads one scene by index', async () => {
    const gw = testGateway(database);
    const { body } = await gw.call(contract.identifier.detail, { identifier: item });
    const plans = await plansOf(() => gw.call(contract.identifier.detail, { identifier: item, sceneConfId: body.data!.scenes![1].sceneConfId }));
    for (const plan of plans) expect(plan).toMatchObject(clean);
  });

  it('walks to recalled parts two levels down, and back up from a part that a tenth of the items contain', async () => {
    // A part that traces the recalled sub-part: find one through the walk back up.
    const [container] = await containingItems(database.db, [scaleIdentifier(recalledSubPart)]);
    expect(container).toBeDefined();
    const forward = await plansOf(() => recalledParts(database.db, scaleIdentifier(hotPart)));
    for (const plan of forward) expect(plan).toMatchObject(clean);
    let up: string[] = [];
    const backward = await plansOf(async () => (up = await containingItems(database.db, [scaleIdentifier(hotPart)])));
    expect(up.length).toBeGreaterThanOrEqual(n / 10 - 1);
    for (const plan of backward) expect(plan).toMatchObject(clean);
  });

  it('adds a batch of 100 page views, and of 100 resolutions, by index', async () => {
    const views = Array.from({ length: 100 }, (_, i) => ({ identifier: scaleIdentifier(1_000 + i * 1_777), count: 1 + (i % 3) }));
    for (const add of [addViews, addResolutions]) {
      const plans = await plansOf(() => add(database.db, views));
      for (const plan of plans) expect(plan).toMatchObject(clean);
    }
  });

  it('reads a sitemap page deep into the table by a range of the primary key (decision 0050)', async () => {
    const gw = testGateway(database);
    const pool = (database.db as unknown as { $client: Pool }).$client;
    const keyAt = async (offset: number) => (await pool.query<{ identifier: string }>('select identifier from identifiers order by identifier offset $1 limit 1', [offset])).rows[0].identifier;
    const [deep, deeper] = [await keyAt(150_000), await keyAt(190_000)];
    for (const query of [{ limit: 5_000 }, { after: deep, limit: 5_000 }, { after: deep, through: deeper, limit: 5_000 }]) {
      let items = 0;
      const plans = await plansOf(async () => {
        const { body } = await gw.call(contract.identifier.sitemapPage, query);
        items = body.data!.items.length;
      });
      expect(items).toBe(5_000);
      for (const plan of plans) expect(plan).toMatchObject(clean);
    }
  });

  it('counts the hour of the SMS budget by time, however many codes the table keeps', async () => {
    // A month of codes, 3,000 a day, none in the last hour: the budget counts the hour on every send.
    const pool = (database.db as unknown as { $client: Pool }).$client;
    await pool.query(
      `insert into sms_codes (phone, purpose, code_hash, created_at, expires_at)
       select '139' || lpad(g::text, 8, '0'), 'login', md5(g::text), now() - interval '2 hours' - g * interval '864 ms', now() - interval '2 hours'
       from generate_series(1, 90000) g`,
    );
    await pool.query('analyze sms_codes');
    const context = { db: database.db, now: new Date(), mode: 'test' as const, secret: 'plans-test', sms: { kind: 'outbox' as const, problems: [], hourlyBudget: 500 }, from: '203.0.113.7' };
    const plans = await plansOf(async () => expect((await issueCode(context, '13700000001', 'login', (code) => code)).ok).toBe(true));
    for (const plan of plans) expect(plan).toMatchObject(clean);
  });
});
