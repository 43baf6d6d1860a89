import { eq } from 'drizzle-orm';
import { contract } from '@/core/contract';
import { identifiers } from '../db/schema';
import { testGateway } from '../testing/gateway-client';
import { openTestDatabase, type TestDatabase } from '../testing/test-database';
import { countResolution, flushResolutions, resolutionFlushMs } from './resolutions';

// A detail read counts a resolution in memory; the counts reach the table together, in one statement.

let t: TestDatabase;

beforeAll(async () => {
  t = await openTestDatabase();
}, 120_000);
afterAll(() => t.cleanup());
afterEach(() => jest.restoreAllMocks());

const resolved = async (identifier: string) =>
  (await t.database.db.select({ n: identifiers.resolveCount }).from(identifiers).where(eq(identifiers.identifier, identifier)))[0].n;

describe('resolution counts', () => {
  it('are written together, not by the read: plain detail reads count, scene reads do not', async () => {
    await flushResolutions(t.database.db);
    const [demo1, part1] = [await resolved('88.365.1/DEMO0001'), await resolved('88.365.1/PART0001')];
    const gw = testGateway(t.database);
    for (let i = 0; i < 3; i++) expect((await gw.call(contract.identifier.detail, { identifier: '88.365.1/DEMO0001' })).status).toBe(200);
    // Another casing counts for the stored spelling.
    expect((await gw.call(contract.identifier.detail, { identifier: '88.365.1/part0001' })).status).toBe(200);
    const scene = (await gw.call(contract.identifier.detail, { identifier: '88.365.1/PART0001' })).body.data!.scenes![0];
    await gw.call(contract.identifier.detail, { identifier: '88.365.1/PART0001', sceneConfId: scene.sceneConfId });
    expect([await resolved('88.365.1/DEMO0001'), await resolved('88.365.1/PART0001')]).toEqual([demo1, part1]);
    const statements = jest.spyOn(t.database.db, 'execute');
    await flushResolutions(t.database.db);
    expect(statements).toHaveBeenCalledTimes(1);
    expect([await resolved('88.365.1/DEMO0001'), await resolved('88.365.1/PART0001')]).toEqual([demo1 + 3, part1 + 2]);
  });

  it('are written within the interval without being asked, and at once when 500 identifiers wait', async () => {
    const before = await resolved('88.365.1/NORECALL');
    countResolution(t.database.db, '88.365.1/NORECALL');
    await new Promise((resolve) => setTimeout(resolve, resolutionFlushMs + 500));
    expect(await resolved('88.365.1/NORECALL')).toBe(before + 1);
    const statements = jest.spyOn(t.database.db, 'execute');
    // Unknown identifiers are skipped by the statement, never inserted.
    for (let i = 0; i < 500; i++) countResolution(t.database.db, `88.999.9/UNKNOWN${i}`);
    await flushResolutions(t.database.db);
    expect(statements).toHaveBeenCalledTimes(1);
    expect(await t.database.db.select().from(identifiers).where(eq(identifiers.identifier, '88.999.9/UNKNOWN1'))).toEqual([]);
  });

  it('are kept for the next write when one fails', async () => {
    const before = await resolved('88.365.1/EMPTY001');
    countResolution(t.database.db, '88.365.1/EMPTY001');
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    jest.spyOn(t.database.db, 'execute').mockRejectedValueOnce(new Error('connection lost'));
    await flushResolutions(t.database.db);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(await resolved('88.365.1/EMPTY001')).toBe(before);
    countResolution(t.database.db, '88.365.1/EMPTY001');
    await flushResolutions(t.database.db);
    expect(await resolved('88.365.1/EMPTY001')).toBe(before + 2);
  });
});
