// Part of `npm run bench`: the gateway's marketplace search over 5,000 products (the demo set plus
// generated ones), on the embedded engine (PGlite in memory), through the gateway's own HTTP handler.
// Prints one JSON line: { products, calls, p50, p99, max } in milliseconds.
import { asc, sql } from 'drizzle-orm';
import { contract } from '@/core/contract';
import { toWire } from '@/core/contract/wire';
import { createGatewayApp } from '@/gateway/app';
import { openDatabase } from '@/gateway/db/client';
import { classifications, products } from '@/gateway/db/schema';
import { ensureSeeded } from '@/gateway/db/seed';

const target = 5_000;
const calls = Number(process.env.BENCH_SEARCH_CALLS ?? 1_000);

async function main() {
  const database = await openDatabase({ memory: true });
  await ensureSeeded(database.db);
  const db = database.db;
  const classes = await db.select().from(classifications).orderBy(asc(classifications.id));
  const byId = new Map(classes.map((c) => [c.id, c]));
  const leaves = classes.filter((c) => c.level === 3);
  const existing = await db.select({ id: products.id }).from(products);
  const words = ['智能', '工业', '设备', '质量', '追溯', '能耗', '安全', '协同', '云', '平台', '管理', '分析'];

  // Deterministic filler: the same 5,000 rows every run.
  const rows = Array.from({ length: target - existing.length }, (_, i) => {
    const leaf = leaves[i % leaves.length];
    const level2 = byId.get(leaf.parentId)!;
    return {
      id: 100_000 + i,
      name: `${words[i % words.length]}${words[(i * 7) % words.length]}应用${i}`,
      describes: '基准测试生成的应用',
      trait: '生成,基准',
      classifyId: leaf.id,
      classifyLevel1: level2.parentId,
      classifyLevel2: level2.id,
      appOriginal: i % 2,
      negotiable: i % 11 === 0 ? 1 : 0,
      picture: '/images/products/default.svg',
      minPrice: (i * 37) % 100_000,
      sellTime: new Date(Date.UTC(2021, 0, 1) + i * 3_600_000),
    };
  });
  for (let i = 0; i < rows.length; i += 500) await db.insert(products).values(rows.slice(i, i + 500));
  await database.db.execute(sql`analyze`);

  const app = createGatewayApp({ database, now: () => new Date(), mode: 'test', secret: 'bench-search-secret' });
  const level1 = classes.filter((c) => c.level === 1).map((c) => c.id);
  const level2 = classes.filter((c) => c.level === 2).map((c) => c.id);

  /** A mix of what the list page sends: filters of each level, source, text, both sorts, deep pages. */
  function query(i: number) {
    const q: Record<string, unknown> = { current: 1 + (i % 40), size: [6, 9, 12, 18, 36][i % 5] };
    if (i % 4 === 1) q.productClassifyId = level1[i % level1.length];
    if (i % 4 === 2) q.productClassifyId = level2[i % level2.length];
    if (i % 4 === 3) q.productClassifyId = leaves[i % leaves.length].id;
    if (i % 3 === 0) q.appOriginal = i % 2;
    if (i % 5 === 0) q.name = words[i % words.length];
    if (i % 2 === 0) q.sortPrice = i % 4 === 0 ? 'desc' : 'asc';
    else q.sortSellTime = i % 3 === 0 ? 'desc' : 'asc';
    return q;
  }

  async function search(i: number): Promise<number> {
    const { path, init } = toWire(contract.market.search, query(i), {});
    const started = performance.now();
    const response = await app.fetch(new Request(`http://gateway.bench/${path}`, init));
    await response.json();
    if (!response.ok) throw new Error(`search answered ${response.status}`);
    return performance.now() - started;
  }

  for (let i = 0; i < 100; i++) await search(i);
  const times: number[] = [];
  for (let i = 0; i < calls; i++) times.push(await search(i));
  times.sort((a, b) => a - b);
  const at = (p: number) => Number(times[Math.min(times.length - 1, Math.floor(times.length * p))].toFixed(2));
  const total = existing.length + rows.length;
  console.log(JSON.stringify({ products: total, calls, p50: at(0.5), p99: at(0.99), max: at(1) }));
  await database.close();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
