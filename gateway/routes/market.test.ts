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

describe(`marketplace reads (${testEngine})`, () => {
  it('searches one page, counting every listed product', async () => {
    const { status, body } = await gw.call(contract.market.search, { current: 1, size: 9 });
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    expect(body.data!.records).toHaveLength(9);
    // 50 products, one delisted.
    expect(body.data!.total).toBe(49);
  });

  it('filters by a level-1 class, including its descendants', async () => {
    const all = await gw.call(contract.market.search, { current: 1, size: 100, productClassifyId: 1 });
    expect(all.body.data!.total).toBeGreaterThan(0);
    const classes = await gw.call(contract.market.classifyList, {});
    const byId = new Map(classes.body.data!.map((c) => [Number(c.id), c]));
    for (const p of all.body.data!.records) {
      let id = Number(p.productClassifyId);
      while (byId.get(id)?.parentId) id = Number(byId.get(id)!.parentId);
      expect(id).toBe(1);
    }
  });

  it('sorts by price both ways, negotiable products last, and pages without overlap', async () => {
    const priced = (records: { price?: unknown; negotiable?: number | null }[]) => records.filter((p) => p.negotiable !== 1).map((p) => Number(p.price));
    const up = (await gw.call(contract.market.search, { current: 1, size: 100, sortPrice: 'asc' })).body.data!.records;
    const prices = priced(up);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const down = (await gw.call(contract.market.search, { current: 1, size: 100, sortPrice: 'desc' })).body.data!.records;
    expect(priced(down)).toEqual([...prices].sort((a, b) => b - a));
    for (const list of [up, down]) {
      const firstNegotiable = list.findIndex((p) => p.negotiable === 1);
      expect(firstNegotiable).toBeGreaterThan(0);
      expect(list.slice(firstNegotiable).every((p) => p.negotiable === 1)).toBe(true);
    }
    const p1 = await gw.call(contract.market.search, { current: 1, size: 6, sortSellTime: 'desc' });
    const p2 = await gw.call(contract.market.search, { current: 2, size: 6, sortSellTime: 'desc' });
    const ids1 = p1.body.data!.records.map((p) => p.id);
    expect(p2.body.data!.records.some((p) => ids1.includes(p.id))).toBe(false);
  });

  it('matches names literally, wildcards included', async () => {
    const hit = await gw.call(contract.market.search, { current: 1, size: 10, name: '供应链管理云' });
    expect(hit.body.data!.records.map((p) => p.id)).toContain(48);
    const wildcard = await gw.call(contract.market.search, { current: 1, size: 10, name: '%' });
    expect(wildcard.body.data!.total).toBe(0);
  });

  it('refuses out-of-range paging with 400 and field messages, never a 500', async () => {
    const { status, body } = await gw.call(contract.market.search, { current: 0, size: 1000 });
    expect(status).toBe(400);
    expect(body.success).toBe(false);
    expect(body.message).toMatch(/参数有误/);
  });

  it('answers a product detail with packages and prices, and 404 for an unknown id', async () => {
    const { body } = await gw.call(contract.market.detail, { id: 48 });
    expect(body.data!.name).toBe('供应链管理云');
    expect(body.data!.packageDetailsResponse!.length).toBeGreaterThan(0);
    for (const pkg of body.data!.packageDetailsResponse!) {
      expect(pkg.pricesResponse!.filter((p) => p.isDefault === 1)).toHaveLength(1);
    }
    expect(body.data!.viewVideoUrls).toHaveLength(2);
    const missing = await gw.call(contract.market.detail, { id: 9999 });
    expect(missing.status).toBe(404);
    const bad = await gw.call(contract.market.detail, { id: 'abc' });
    expect(bad.status).toBe(400);
  });

  it('answers a package with its prices', async () => {
    const detail = await gw.call(contract.market.productDetails, { id: 48 });
    const pkgId = detail.body.data!.packageDetailsResponse![0].id;
    const pkg = await gw.call(contract.market.packageDetails, { id: pkgId });
    expect(pkg.body.data!.pricesResponse!.length).toBeGreaterThan(0);
  });

  it('lists banners of both kinds, the classification tree, blocks, selections and the hot list', async () => {
    const market = await gw.call(contract.market.globalBanners, {});
    expect(market.body.data!.map((b) => Number(b.redirectType))).toEqual(expect.arrayContaining([1, 2]));
    const partner = await gw.call(contract.market.partnerBanners, {});
    expect(partner.body.data!.length).toBeGreaterThan(0);
    const level1 = await gw.call(contract.market.classifyByLevel, { level: 1 });
    expect(level1.body.data!.length).toBeGreaterThanOrEqual(7);
    expect(level1.body.data!.filter((c) => (c.children ?? []).length > 0).length).toBeGreaterThanOrEqual(6);
    const blocks = await gw.call(contract.market.choiceBlocks, {});
    for (const b of blocks.body.data!) expect(b.apiProductManagerVoList!.length).toBeLessThanOrEqual(4);
    const zero = await gw.call(contract.market.zeroTrial, { zeroTry: 1 });
    expect(zero.body.data!.length).toBeGreaterThanOrEqual(5);
    const recommended = await gw.call(contract.market.recommended, { recommend: 1 });
    expect(recommended.body.data!.length).toBeGreaterThan(0);
    const hot = await gw.call(contract.market.hotProducts, {});
    expect(hot.body.data).toHaveLength(5);
    const all = await gw.call(contract.market.allProducts, {});
    expect(all.body.data!.every((p) => Number(p.sellStatus) === 1)).toBe(true);
    const byClass = await gw.call(contract.market.productsByClassify, { current: 1, size: 4 });
    expect(byClass.body.data).toHaveLength(4);
    const choice = await gw.call(contract.market.choice, { productClassifyId: 1 });
    expect(choice.body.data!.every((p) => Number(p.choice) === 1)).toBe(true);
  });
});
