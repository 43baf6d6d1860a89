import { eq } from 'drizzle-orm';
import { contract } from '@/core/contract';
import { identifierScenes, identifiers } from '../db/schema';
import { RECALL_TIME_LABEL, SceneType } from '../db/seed/identifiers/types';
import { testGateway } from '../testing/gateway-client';
import { openTestDatabase, testEngine, type TestDatabase } from '../testing/test-database';
import { containingItems, partsDepth, recalledParts } from './recalled-parts';

let t: TestDatabase;
let nextScene = 90_000;

beforeAll(async () => {
  t = await openTestDatabase();
}, 120_000);
afterAll(() => t.cleanup());

const link = (to: string, viaValue = false) => ({ lableName: '部件', dataType: 'String', lableValue: to, trace: 1, traceIdentifier: viaValue ? null : to });
const recallScene = (time: string) => [{ lableName: '召回信息', dataType: 'Object', lableValue: [{ lableName: RECALL_TIME_LABEL, dataType: 'String', lableValue: time }] }];

/** A test item whose supply chain points at `parts` (nested in an Array group, as real data nests them). */
async function item(code: string, parts: string[], options: { recalledAt?: string; gatedParts?: string[]; viaValue?: boolean } = {}) {
  const [demo] = await t.database.db.select({ companyId: identifiers.companyId }).from(identifiers).where(eq(identifiers.identifier, '88.365.1/DEMO0001'));
  await t.database.db.insert(identifiers).values({ identifier: code, identifierName: `测试 ${code}`, companyId: demo.companyId });
  const scenes = [
    { templateCode: SceneType.supplyChain, elements: [{ lableName: '清单', dataType: 'Array', lableValue: [parts.map((p) => link(p, options.viaValue))] }], smsGated: false },
    ...(options.recalledAt ? [{ templateCode: SceneType.recall, elements: recallScene(options.recalledAt), smsGated: false }] : []),
    ...(options.gatedParts ? [{ templateCode: SceneType.remoteOps, elements: options.gatedParts.map((p) => link(p)), smsGated: true }] : []),
  ];
  for (const s of scenes) await t.database.db.insert(identifierScenes).values({ sceneConfId: nextScene++, identifier: code, sceneName: '测试', ...s });
}

describe(`recalled parts (${testEngine})`, () => {
  it('finds DEMO0001 under the demo kit, with its name and recall time, and not NORECALL', async () => {
    expect(await recalledParts(t.database.db, '88.365.1/KIT00001')).toEqual([
      { identifier: '88.365.1/DEMO0001', identifierName: '永磁交流伺服电机 CR-SM130-15', recallTime: '2025-11-18', depth: 1 },
    ]);
  });

  it('ends on the demo cycle (DEMO0001 ↔ PART0001) and never names the item as its own part', async () => {
    expect(await recalledParts(t.database.db, '88.365.1/DEMO0001')).toEqual([]);
    expect((await recalledParts(t.database.db, '88.365.1/PART0001')).map((p) => p.identifier)).toEqual(['88.365.1/DEMO0001']);
  });

  it(`follows ${partsDepth} levels and no further`, async () => {
    // T/D0 → D1 → … → D6; D5 and D6 are recalled.
    for (let i = 6; i >= 0; i -= 1) {
      await item(`88.999.1/D${i}`, i < 6 ? [`88.999.1/D${i + 1}`] : [], { recalledAt: i >= 5 ? `2026-0${i}-01` : undefined });
    }
    expect(await recalledParts(t.database.db, '88.999.1/D0')).toEqual([{ identifier: '88.999.1/D5', identifierName: '测试 88.999.1/D5', recallTime: '2026-05-01', depth: 5 }]);
    expect((await recalledParts(t.database.db, '88.999.1/D1')).map((p) => [p.identifier, p.depth])).toEqual([
      ['88.999.1/D5', 4],
      ['88.999.1/D6', 5],
    ]);
  });

  it('stops on cycles, names a part once at its shallowest depth, and keeps the row count small', async () => {
    // C0 → C1 ⇄ C2, C2 → C2 (itself), C0 → C2 directly too; C2 recalled.
    await item('88.999.1/C2', ['88.999.1/C1', '88.999.1/C2'], { recalledAt: '2026-03-01 08:00:00' });
    await item('88.999.1/C1', ['88.999.1/C2']);
    await item('88.999.1/C0', ['88.999.1/C1', '88.999.1/C2']);
    expect(await recalledParts(t.database.db, '88.999.1/C0')).toEqual([{ identifier: '88.999.1/C2', identifierName: '测试 88.999.1/C2', recallTime: '2026-03-01 08:00:00', depth: 1 }]);
    // C2 reaches itself through C1: still not its own part.
    expect(await recalledParts(t.database.db, '88.999.1/C2')).toEqual([]);
  });

  it('does not multiply paths: twelve parts that all share twelve sub-parts still answer at once', async () => {
    const subs = Array.from({ length: 12 }, (_, i) => `88.999.2/S${i}`);
    for (const s of subs) await item(s, subs, { recalledAt: s.endsWith('/S7') ? '2026-07-07' : undefined });
    const mids = Array.from({ length: 12 }, (_, i) => `88.999.2/M${i}`);
    for (const m of mids) await item(m, subs);
    await item('88.999.2/TOP', mids);
    const started = Date.now();
    expect((await recalledParts(t.database.db, '88.999.2/TOP')).map((p) => [p.identifier, p.depth])).toEqual([['88.999.2/S7', 2]]);
    // Simple paths through 12 × 12 × 11 × 10 × 9 sub-parts would be ~140,000 rows; distinct (item, depth) is ≤ 24 × 5.
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('follows a row whose value is the identifier, in any letter case, but not rows behind the SMS gate', async () => {
    await item('88.999.3/R1', [], { recalledAt: '2026-01-01' });
    await item('88.999.3/R2', [], { recalledAt: '2026-02-02' });
    await item('88.999.3/TOP', ['88.999.3/r1'], { viaValue: true, gatedParts: ['88.999.3/R2'] });
    expect((await recalledParts(t.database.db, '88.999.3/TOP')).map((p) => p.identifier)).toEqual(['88.999.3/R1']);
  });

  it('walks backwards to the items that contain a part, for the portals to refresh', async () => {
    expect(await containingItems(t.database.db, ['88.365.1/NORECALL'])).toEqual(['88.365.1/KIT00001']);
    expect(await containingItems(t.database.db, ['88.365.1/DEMO0001'])).toEqual(['88.365.1/KIT00001', '88.365.1/PART0001']);
    // D6 is five levels below D1 and six below D0.
    expect(await containingItems(t.database.db, ['88.999.1/D6'])).toEqual(['88.999.1/D1', '88.999.1/D2', '88.999.1/D3', '88.999.1/D4', '88.999.1/D5']);
    expect(await containingItems(t.database.db, [])).toEqual([]);
  });

  it('follows a scene as it changes: new rows, a scene put behind the gate, a scene deleted (decision 0042)', async () => {
    await item('88.999.4/P1', [], { recalledAt: '2026-04-01' });
    await item('88.999.4/P2', [], { recalledAt: '2026-04-02' });
    await item('88.999.4/TOP', ['88.999.4/P1']);
    const names = async () => (await recalledParts(t.database.db, '88.999.4/TOP')).map((p) => p.identifier);
    expect(await names()).toEqual(['88.999.4/P1']);
    const [scene] = await t.database.db.select().from(identifierScenes).where(eq(identifierScenes.identifier, '88.999.4/TOP'));
    await t.database.db
      .update(identifierScenes)
      .set({ elements: [link('88.999.4/P2')] })
      .where(eq(identifierScenes.sceneConfId, scene.sceneConfId));
    expect(await names()).toEqual(['88.999.4/P2']);
    expect(await containingItems(t.database.db, ['88.999.4/P1'])).toEqual([]);
    await t.database.db.update(identifierScenes).set({ smsGated: true }).where(eq(identifierScenes.sceneConfId, scene.sceneConfId));
    expect(await names()).toEqual([]);
    await t.database.db.update(identifierScenes).set({ smsGated: false }).where(eq(identifierScenes.sceneConfId, scene.sceneConfId));
    expect(await containingItems(t.database.db, ['88.999.4/p2'])).toEqual(['88.999.4/TOP']);
    await t.database.db.delete(identifierScenes).where(eq(identifierScenes.sceneConfId, scene.sceneConfId));
    expect(await names()).toEqual([]);
    expect(await containingItems(t.database.db, ['88.999.4/P2'])).toEqual([]);
  });

  it('answers the list with the plain detail only, in the contract shape', async () => {
    const gw = testGateway(t.database);
    const kit = await gw.call(contract.identifier.detail, { identifier: '88.365.1/kit00001' });
    expect(kit.status).toBe(200);
    expect(kit.body.data!.recalledParts).toEqual([{ identifier: '88.365.1/DEMO0001', identifierName: '永磁交流伺服电机 CR-SM130-15', recallTime: '2025-11-18', depth: 1 }]);
    const supply = kit.body.data!.scenes!.find((s) => Number(s.templateCode) === SceneType.supplyChain)!;
    const scene = await gw.call(contract.identifier.detail, { identifier: '88.365.1/KIT00001', sceneConfId: supply.sceneConfId });
    expect(scene.body.data!.recalledParts).toBeUndefined();
    expect((await gw.call(contract.identifier.detail, { identifier: '88.365.1/NORECALL' })).body.data!.recalledParts).toEqual([]);
  });
});
