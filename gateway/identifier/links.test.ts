import { contract } from '@/core/contract';
import { openTestDatabase, testEngine, type TestDatabase } from '../testing/test-database';
import { testGateway } from '../testing/gateway-client';

let t: TestDatabase;
let gw: ReturnType<typeof testGateway>;

beforeAll(async () => {
  t = await openTestDatabase();
  gw = testGateway(t.database);
}, 120_000);
afterAll(() => t.cleanup());

const names = (items: { identifier: string }[]) => items.map((i) => i.identifier);

describe(`an identifier's traced neighbours for its linkset (${testEngine})`, () => {
  it('names the parts an item traces and the items that trace it, both ways round the demo cycle', async () => {
    const kit = await gw.call(contract.identifier.links, { identifier: '88.365.1/KIT00001' });
    expect(kit.status).toBe(200);
    expect(names(kit.body.data!.parts)).toEqual(expect.arrayContaining(['88.365.1/DEMO0001', '88.365.1/NORECALL']));
    expect(kit.body.data!.containers).toEqual([]);
    expect(kit.body.data!.containersTotal).toBe(0);

    const demo = await gw.call(contract.identifier.links, { identifier: '88.365.1/demo0001' });
    expect(names(demo.body.data!.parts)).toContain('88.365.1/PART0001');
    expect(names(demo.body.data!.containers)).toEqual(expect.arrayContaining(['88.365.1/KIT00001', '88.365.1/PART0001']));
    expect(demo.body.data!.containersTotal).toBe(demo.body.data!.containers.length);
    // Never its own part or container, though the cycle comes back to it.
    expect(names(demo.body.data!.parts)).not.toContain('88.365.1/DEMO0001');
    expect(demo.body.data!.containers.find((c) => c.identifier === '88.365.1/KIT00001')!.identifierName).toBeTruthy();
  });

  it('answers 404 for an identifier it does not hold', async () => {
    const missing = await gw.call(contract.identifier.links, { identifier: '88.365.1/NOPE0000' });
    expect(missing.status).toBe(404);
  });
});
