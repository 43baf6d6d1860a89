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

describe(`dictionaries and home reads (${testEngine})`, () => {
  it('walks the industry tree level by level', async () => {
    const sections = await gw.call(contract.dictionary.industries, { level: '1', parentCode: '-1' });
    expect(sections.body.data).toHaveLength(20);
    const divisions = await gw.call(contract.dictionary.industries, { level: '2', parentCode: 'C' });
    expect(divisions.body.data!.map((d) => d.code)).toContain('39');
    const groups = await gw.call(contract.dictionary.industriesV2, { level: '3', parentCode: '39' });
    expect(groups.body.data!.length).toBeGreaterThan(3);
  });

  it('walks the area tree down to districts', async () => {
    const provinces = await gw.call(contract.dictionary.areas, { level: '1', parentCode: '-1' });
    expect(provinces.body.data).toHaveLength(31);
    const cities = await gw.call(contract.dictionary.areas, { level: 2, parentCode: '440000' });
    expect(cities.body.data!.find((c) => c.code === '440300')?.name).toBe('深圳市');
    const districts = await gw.call(contract.dictionary.areas, { level: '3', parentCode: '440300' });
    expect(districts.body.data!.find((d) => d.code === '440305')?.name).toBe('南山区');
  });

  it('refuses a malformed dictionary query', async () => {
    const { status } = await gw.call(contract.dictionary.areas, { level: '9', parentCode: "1' or 1=1" });
    expect(status).toBe(400);
  });

  it('lists the second-level nodes and data options', async () => {
    const nodes = await gw.call(contract.dictionary.secondNodes, {});
    expect(nodes.body.data!.map((n) => n.nodePrefix)).toEqual(expect.arrayContaining(['88.365', '88.364', '88.182']));
    // The AI view's tabs: the portal adds repair records (code 3) itself (000 §3).
    const options = await gw.call(contract.dictionary.dataOptions, {});
    expect(options.body.data).toEqual([
      { code: 0, name: '能耗数据' },
      { code: 1, name: '异常数据' },
      { code: 2, name: '加工时间' },
    ]);
  });

  it('answers the home groups with at most their listed products', async () => {
    const { body } = await gw.call(contract.home.topProducts, {});
    expect(body.data).toHaveLength(3);
    expect(body.data!.some((g) => (g.apiProductManagerVoList ?? []).length === 1)).toBe(true);
  });

  it('answers live platform figures', async () => {
    const { body } = await gw.call(contract.home.dataWarehouse, {});
    expect(body.data).toMatchObject({ identifierTotal: expect.any(Number), companyTotal: expect.any(Number) });
  });
});
