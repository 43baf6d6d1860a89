import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { checkRevalidation, revalidateHeaders } from '@/core/identifier/revalidate-signature';
import { identifierScenes, identifiers } from '../db/schema';
import { SceneType } from '../db/seed/identifiers/types';
import { openTestDatabase, testEngine, type TestDatabase } from '../testing/test-database';
import { pushToPortals } from './notify-portals';
import { drainRevalidations, queueRevalidation, startRevalidationWorker, waiting } from './revalidation-queue';

let t: TestDatabase;
const hot = '88.999.9/HOT';
const items = Array.from({ length: 2_500 }, (_, i) => `88.999.9/ITEM${String(i).padStart(5, '0')}`);

beforeAll(async () => {
  t = await openTestDatabase();
  const db = t.database.db;
  const [demo] = await db.select({ companyId: identifiers.companyId }).from(identifiers).where(eq(identifiers.identifier, '88.365.1/DEMO0001'));
  await db.insert(identifiers).values([hot, ...items].map((identifier) => ({ identifier, identifierName: `测试 ${identifier}`, companyId: demo.companyId })));
  const link = { lableName: '部件标识', dataType: 'String', lableValue: hot, trace: 1, traceIdentifier: hot };
  await db.insert(identifierScenes).values(items.map((identifier, i) => ({ sceneConfId: 500_000 + i, identifier, templateCode: SceneType.supplyChain, sceneName: '供应链', elements: [link] })));
}, 120_000);
afterAll(() => t.cleanup());

const flush = async () => {
  while ((await drainRevalidations(t.database.db, async () => ({ ok: true }))).left > 0);
};

describe(`the revalidation queue (${testEngine})`, () => {
  it('queues a part and every item that contains it in one statement, and hands them out in batches the portal accepts', async () => {
    expect(await queueRevalidation(t.database.db, [hot])).toBe(2_501);
    const batches: string[][] = [];
    const result = await drainRevalidations(t.database.db, async (ids) => (batches.push([...ids]), { ok: true }));
    expect(result).toEqual({ sent: 2_501, left: 0 });
    expect(batches.map((b) => b.length)).toEqual([1_000, 1_000, 501]);
    expect(new Set(batches.flat())).toEqual(new Set([hot, ...items]));
  });

  it('keeps what a refused push or a crash left, and the next round sends exactly the rest', async () => {
    await queueRevalidation(t.database.db, [hot]);
    const refused = await drainRevalidations(t.database.db, async () => ({ ok: false, reason: 'HTTP 503' }));
    expect(refused).toMatchObject({ sent: 0, left: 2_501, stopped: 'HTTP 503' });
    // The first batch goes through; then the connection drops, as when the process dies mid-way.
    const delivered: string[] = [];
    let pushes = 0;
    const first = await drainRevalidations(t.database.db, async (ids) => (++pushes === 1 ? (delivered.push(...ids), { ok: true }) : { ok: false, reason: 'socket hang up' }));
    expect(first).toMatchObject({ sent: 1_000, left: 1_501 });
    const second = await drainRevalidations(t.database.db, async (ids) => (delivered.push(...ids), { ok: true }));
    expect(second).toEqual({ sent: 1_501, left: 0 });
    expect(delivered).toHaveLength(2_501);
    expect(new Set(delivered).size).toBe(2_501);
  });

  it('keeps an identifier queued again while its batch was being pushed', async () => {
    await queueRevalidation(t.database.db, [items[7]]);
    const result = await drainRevalidations(t.database.db, async () => {
      // The item changes again while the portals render the first change.
      await new Promise((resolve) => setTimeout(resolve, 5));
      await queueRevalidation(t.database.db, [items[7]]);
      return { ok: true };
    }, { deadline: Date.now() + 50 });
    expect(result.sent).toBeGreaterThanOrEqual(1);
    expect(await waiting(t.database.db)).toBe(1);
    await flush();
  });

  it('runs as a worker against a portal that is busy at first: waits as told, then delivers everything signed', async () => {
    const secret = 'jest-only-revalidate-secret-0123456789abcd';
    const received: string[] = [];
    let calls = 0;
    const server = http.createServer((request, response) => {
      let body = '';
      request.on('data', (chunk) => (body += chunk));
      request.on('end', () => {
        calls += 1;
        const signed = checkRevalidation(secret, { timestamp: String(request.headers[revalidateHeaders.timestamp] ?? ''), signature: String(request.headers[revalidateHeaders.signature] ?? ''), body, nowMs: Date.now() }).ok;
        if (!signed) return void response.writeHead(401).end();
        if (calls === 1) return void response.writeHead(429, { 'retry-after': '1' }).end();
        received.push(...(JSON.parse(body) as { identifiers: string[] }).identifiers);
        response.writeHead(200).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/revalidate`;
    const lines: string[] = [];
    const log = { info: (_: object, msg: string) => void lines.push(msg), warn: (_: object, msg: string) => void lines.push(msg) };
    await queueRevalidation(t.database.db, [hot]);
    const stop = startRevalidationWorker(t.database.db, { url, secret }, pushToPortals, log, 50);
    try {
      const started = Date.now();
      // The round ends with its log line, a moment after the queue's last row is gone: wait for the line.
      while (!lines.includes('revalidation queue drained') && Date.now() - started < 20_000) await new Promise((resolve) => setTimeout(resolve, 50));
      expect(await waiting(t.database.db)).toBe(0);
      // The 429 asked for a second before the next try.
      expect(Date.now() - started).toBeGreaterThanOrEqual(900);
    } finally {
      stop();
      await new Promise((resolve) => server.close(resolve));
    }
    expect(new Set(received)).toEqual(new Set([hot, ...items]));
    expect(lines).toContain('revalidation push refused: retrying later');
    expect(lines.filter((l) => l === 'revalidation batch sent')).toHaveLength(3);
    expect(lines).toContain('revalidation queue drained');
  });
});
