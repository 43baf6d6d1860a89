import { contract } from '@/lib/contract';
import { openTestDatabase, testEngine, type TestDatabase } from '../testing/test-database';
import { testGateway } from '../testing/gateway-client';

let t: TestDatabase;
let gw: ReturnType<typeof testGateway>;

beforeAll(async () => {
  t = await openTestDatabase();
  gw = testGateway(t.database);
});
afterAll(() => t.cleanup());

describe(`identifier detail (${testEngine})`, () => {
  it('answers DEMO0001 with its company and scenes, elements loaded per scene', async () => {
    const { status, body } = await gw.call(contract.identifier.detail, { identifier: '88.365.1/DEMO0001' });
    expect(status).toBe(200);
    expect(body.data!.identifier).toBe('88.365.1/DEMO0001');
    expect(body.data!.companyDetails!.indentifierPrefix).toBe('88.365.1');
    expect(body.data!.scenes!.length).toBeGreaterThan(8);
    expect(body.data!.scenes!.every((s) => s.elements == null)).toBe(true);
    const supply = body.data!.scenes!.find((s) => Number(s.templateCode) === 3)!;
    const scene = await gw.call(contract.identifier.detail, { identifier: '88.365.1/DEMO0001', sceneConfId: supply.sceneConfId });
    expect(scene.body.data!.elements!.length).toBeGreaterThan(1);
  });

  it('carries the elements along when the identifier has exactly one scene', async () => {
    const { body } = await gw.call(contract.identifier.detail, { identifier: '88.365.1/SINGLE01' });
    expect(body.data!.scenes).toHaveLength(1);
    expect(body.data!.scenes![0].elements!.length).toBeGreaterThan(0);
    expect(body.data!.elements!.length).toBeGreaterThan(0);
  });

  it('keeps monitoring and remote operations behind the phone check', async () => {
    const { body } = await gw.call(contract.identifier.detail, { identifier: '88.365.1/DEMO0001' });
    const gated = body.data!.scenes!.find((s) => Number(s.templateCode) === 8)!;
    const scene = await gw.call(contract.identifier.detail, { identifier: '88.365.1/DEMO0001', sceneConfId: gated.sceneConfId });
    expect(scene.status).toBe(403);
    expect(scene.body.success).toBe(false);
  });

  it('answers not found for a well-formed but absent identifier, 400 for a malformed one', async () => {
    const missing = await gw.call(contract.identifier.detail, { identifier: '88.365.1/NOPE0000' });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('未找到该标识，请检查后重新搜索');
    const malformed = await gw.call(contract.identifier.detail, { identifier: '<script>alert(1)</script>' });
    expect(malformed.status).toBe(400);
  });

  it('refuses a scene of another identifier', async () => {
    const { status } = await gw.call(contract.identifier.detail, { identifier: '88.365.1/PART0001', sceneConfId: 1001 });
    expect(status).toBe(404);
  });

  it('counts resolutions for the live figures', async () => {
    const before = await gw.call(contract.home.dataWarehouse, {});
    await gw.call(contract.identifier.detail, { identifier: '88.365.1/NORECALL' });
    const after = await gw.call(contract.home.dataWarehouse, {});
    expect((after.body.data as { resolveTotal: number }).resolveTotal).toBe((before.body.data as { resolveTotal: number }).resolveTotal + 1);
  });
});
