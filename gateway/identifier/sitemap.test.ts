import { eq } from 'drizzle-orm';
import { contract } from '@/core/contract';
import { identifiers } from '../db/schema';
import { sitemapFilesMaxAgeMs } from './sitemap';
import { openTestDatabase, testEngine, type TestDatabase } from '../testing/test-database';
import { testGateway } from '../testing/gateway-client';

let t: TestDatabase;
let gw: ReturnType<typeof testGateway>;

beforeAll(async () => {
  t = await openTestDatabase();
  gw = testGateway(t.database);
}, 120_000);
afterAll(() => t.cleanup());

// The seeded identifiers in key order, with their update times (Beijing wall clock, as the detail says them).
const seeded = [
  ['88.364.7/HAZ00001', '2025-11-07 14:30:00'],
  ['88.365.1/AIPROD01', '2026-01-15 08:00:00'],
  ['88.365.1/DEMO0001', '2026-01-15 10:32:08'],
  ['88.365.1/EMPTY001', '2025-10-30 17:45:00'],
  ['88.365.1/KIT00001', '2025-12-10 11:20:00'],
  ['88.365.1/NORECALL', '2025-12-02 09:18:44'],
  ['88.365.1/OPSBAD01', '2026-01-14 16:20:00'],
  ['88.365.1/PART0001', '2025-09-12 15:40:00'],
  ['88.365.1/SINGLE01', '2026-01-15 08:00:00'],
  ['88.365.9/PAYLOAD1', '2026-01-03 10:00:00'],
].map(([identifier, updateTime]) => ({ identifier, updateTime }));

const page = (input: Record<string, unknown>) => gw.call(contract.identifier.sitemapPage, input);

describe(`identifier sitemaps' reads (${testEngine})`, () => {
  it('pages through every identifier in key order, each after the last key of the one before', async () => {
    const first = await page({ limit: 4 });
    expect(first.status).toBe(200);
    expect(first.body.data).toEqual({ items: seeded.slice(0, 4), next: '88.365.1/EMPTY001' });
    const second = await page({ after: '88.365.1/EMPTY001', limit: 4 });
    expect(second.body.data).toEqual({ items: seeded.slice(4, 8), next: '88.365.1/PART0001' });
    // A short page is the last.
    const third = await page({ after: '88.365.1/PART0001', limit: 4 });
    expect(third.body.data).toEqual({ items: seeded.slice(8), next: null });
    // A full last page points on, and the page after it is empty.
    expect((await page({ limit: 10 })).body.data).toEqual({ items: seeded, next: '88.365.9/PAYLOAD1' });
    expect((await page({ after: '88.365.9/PAYLOAD1', limit: 10 })).body.data).toEqual({ items: [], next: null });
  });

  it('stops at `through`, included, so that one sitemap file never reads into the next', async () => {
    const { body } = await page({ after: '88.365.1/AIPROD01', through: '88.365.1/KIT00001', limit: 10 });
    expect(body.data).toEqual({ items: seeded.slice(2, 5), next: null });
    // A key between two stored ones is a bound as well.
    expect((await page({ after: '88.365.1/D', through: '88.365.1/F', limit: 10 })).body.data!.items.map((i) => i.identifier)).toEqual(['88.365.1/DEMO0001', '88.365.1/EMPTY001']);
  });

  it('cuts the identifiers into files of `size` in key order: bounds, count and newest update of each', async () => {
    const { status, body } = await gw.call(contract.identifier.sitemapFiles, { size: 4 });
    expect(status).toBe(200);
    expect(body.data).toEqual({
      files: [
        { first: '88.364.7/HAZ00001', last: '88.365.1/EMPTY001', count: 4, updateTime: '2026-01-15 10:32:08' },
        { first: '88.365.1/KIT00001', last: '88.365.1/PART0001', count: 4, updateTime: '2026-01-14 16:20:00' },
        { first: '88.365.1/SINGLE01', last: '88.365.9/PAYLOAD1', count: 2, updateTime: '2026-01-15 08:00:00' },
      ],
    });
    expect((await gw.call(contract.identifier.sitemapFiles, { size: 50_000 })).body.data!.files).toEqual([
      { first: '88.364.7/HAZ00001', last: '88.365.9/PAYLOAD1', count: 10, updateTime: '2026-01-15 10:32:08' },
    ]);
  });

  it('keeps the bounds for 5 minutes, then answers the kept ones once more while it works them out again', async () => {
    const files = async () => (await gw.call(contract.identifier.sitemapFiles, { size: 3 })).body.data!.files.map((f) => [f.first, f.last, f.count]);
    const before = await files();
    expect(before).toEqual([
      ['88.364.7/HAZ00001', '88.365.1/DEMO0001', 3],
      ['88.365.1/EMPTY001', '88.365.1/NORECALL', 3],
      ['88.365.1/OPSBAD01', '88.365.1/SINGLE01', 3],
      ['88.365.9/PAYLOAD1', '88.365.9/PAYLOAD1', 1],
    ]);
    const [{ companyId }] = await t.database.db.select({ companyId: identifiers.companyId }).from(identifiers).where(eq(identifiers.identifier, '88.365.1/DEMO0001'));
    await t.database.db.insert(identifiers).values({ identifier: '88.365.1/AAAA0001', identifierName: '新标识', companyId });
    try {
      gw.advance(sitemapFilesMaxAgeMs - 1);
      expect(await files()).toEqual(before);
      gw.advance(1);
      expect(await files()).toEqual(before);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect((await files())[0]).toEqual(['88.364.7/HAZ00001', '88.365.1/AIPROD01', 3]);
    } finally {
      await t.database.db.delete(identifiers).where(eq(identifiers.identifier, '88.365.1/AAAA0001'));
    }
  });

  it('refuses a limit or size over 50,000, and any client but the portal', async () => {
    expect((await page({ limit: 50_001 })).status).toBe(400);
    expect((await gw.call(contract.identifier.sitemapFiles, { size: 0 })).status).toBe(400);
    const stranger = { client: { id: 'someone', secret: 'guessed' } };
    expect((await gw.call(contract.identifier.sitemapPage, { limit: 10 }, undefined, stranger)).status).toBe(401);
    expect((await gw.call(contract.identifier.sitemapFiles, { size: 10 }, undefined, stranger)).status).toBe(401);
  });
});
