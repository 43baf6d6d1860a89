import { productSeeds } from '../db/seed/market';
import type { packagePrices, packages, products } from '../db/schema';
import { orderBody } from '../testing/orders';
import { checkOrderPrices, type OrderSaveInput } from './price-check';

// The seeded catalogue as rows, so the check runs against the same price list the gateway serves.
function catalogue(productId: number) {
  const seed = productSeeds.find((p) => p.id === productId)!;
  const product = { id: seed.id, sellStatus: seed.sellStatus, negotiable: seed.negotiable } as typeof products.$inferSelect;
  const pkgs = seed.packages.map((p) => ({ id: p.id, productId: seed.id, name: p.name }) as typeof packages.$inferSelect);
  const prices = seed.packages.flatMap((p) => p.prices.map((x) => ({ ...x, packageId: p.id }) as typeof packagePrices.$inferSelect));
  return [product, pkgs, prices] as const;
}

const buyer = { companyId: 1, companyName: '苏州智联精密制造有限公司' };
const body = (productId: number, pkg = 0, price = 0, change: (b: ReturnType<typeof orderBody>) => void = () => undefined): OrderSaveInput => {
  const b = orderBody(buyer, productId, pkg, price);
  change(b);
  return b as OrderSaveInput;
};
const check = (b: OrderSaveInput) => checkOrderPrices(b, ...catalogue(b.productId));

describe('order prices against the price list', () => {
  it('accepts every honest option of product 48, and a free package at 0', () => {
    for (const [pkg, count] of [[0, 3], [1, 3], [2, 4]] as const) {
      for (let i = 0; i < count; i++) expect(check(body(48, pkg, i))).toMatchObject({ ok: true });
    }
    expect(check(body(1, 0, 0))).toMatchObject({ ok: true, totalCents: 0 });
  });

  it('accepts amounts sent as decimal strings', () => {
    expect(check(body(48, 0, 1, (b) => Object.assign(b, { totalAmount: '29800.00', salePrice: '29800', standardPrice: '29800.00' })))).toMatchObject({ ok: true });
  });

  it.each([
    ['a lower line price', (b: ReturnType<typeof orderBody>) => (b.orderDetails[0].price = 1), '订单价格与套餐价格不符'],
    ['a lower total', (b: ReturnType<typeof orderBody>) => (b.totalAmount = 0.01), '订单金额与套餐价格不符'],
    ['a lower sale price', (b: ReturnType<typeof orderBody>) => (b.salePrice = 100), '订单金额与套餐价格不符'],
    ['a wrong standard price', (b: ReturnType<typeof orderBody>) => (b.standardPrice = 1), '标准价格与套餐价格不符'],
    ['the month price with a year duration', (b: ReturnType<typeof orderBody>) => (b.orderDetails[0].purchaseDuration = 3), '订单价格与套餐价格不符'],
    ['a package of another product', (b: ReturnType<typeof orderBody>) => (b.orderDetails[0].packageProductId = 101), '套餐不存在'],
    ['an unknown package', (b: ReturnType<typeof orderBody>) => (b.orderDetails[0].packageProductId = 999_999), '套餐不存在'],
    ['a line of another product', (b: ReturnType<typeof orderBody>) => (b.orderDetails[0].productId = 1), '订单明细与应用不符'],
  ])('refuses %s', (_, change, message) => {
    expect(check(body(48, 0, 1, change))).toEqual({ ok: false, message });
  });

  it('refuses negotiable and delisted products and a missing one', () => {
    expect(check(body(2))).toEqual({ ok: false, message: '该应用价格面议，请先询价' });
    expect(check(body(33))).toEqual({ ok: false, message: '该应用已下架，无法下单' });
    expect(checkOrderPrices(body(48), undefined, [], [])).toEqual({ ok: false, message: '应用不存在' });
  });
});
