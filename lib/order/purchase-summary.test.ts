import type { ProductDetail } from '@/core/contract';
import { durationText, pickPurchase, purchaseFigures, purchaseParams } from './purchase-summary';

const product = {
  id: 48,
  name: '供应链管理云',
  sellStatus: 1,
  negotiable: 0,
  packageDetailsResponse: [
    {
      id: 4801,
      name: '基础版',
      pricesResponse: [
        { id: 48011, price: 2980, duration: 1, durationUnit: '2', durationName: '1个月' },
        { id: 48013, price: 74500, duration: 3, durationUnit: '1', durationName: '3年' },
      ],
    },
    { id: 4803, name: '旗舰版', pricesResponse: [{ id: 48034, price: 384000, duration: -1, durationUnit: '-1', durationName: '永久' }] },
  ],
} as unknown as ProductDetail;

describe('the purchase on the confirm page', () => {
  it('reads the three ids from the query, or nothing', () => {
    expect(purchaseParams({ productId: '48', packageId: '4801', priceId: '48013' })).toEqual({ productId: 48, packageId: 4801, priceId: 48013 });
    expect(purchaseParams({ productId: '48', packageId: '4801' })).toBeUndefined();
    expect(purchaseParams({ productId: '48', packageId: 'x', priceId: '1' })).toBeUndefined();
    expect(purchaseParams({ productId: ['48', '49'], packageId: '4801', priceId: '48013' })).toBeUndefined();
  });

  it('picks a price only of the named package', () => {
    expect(pickPurchase(product, { packageId: 4801, priceId: 48013 })?.price.price).toBe(74500);
    expect(pickPurchase(product, { packageId: 4801, priceId: 48034 })).toBeUndefined();
    expect(pickPurchase(product, { packageId: 9, priceId: 48013 })).toBeUndefined();
    expect(pickPurchase({ ...product, sellStatus: 0 }, { packageId: 4801, priceId: 48013 })).toBeUndefined();
    expect(pickPurchase({ ...product, negotiable: 1 }, { packageId: 4801, priceId: 48013 })).toBeUndefined();
  });

  it('shows the standard price per year or month, and none per unit for lifetime', () => {
    expect(purchaseFigures(pickPurchase(product, { packageId: 4801, priceId: 48013 })!)).toMatchObject({ duration: '3年', amount: 74500, standardPrice: 24833.33, standardUnit: '年' });
    expect(purchaseFigures(pickPurchase(product, { packageId: 4801, priceId: 48011 })!)).toMatchObject({ standardPrice: 2980, standardUnit: '月' });
    expect(purchaseFigures(pickPurchase(product, { packageId: 4803, priceId: 48034 })!)).toMatchObject({ duration: '永久', standardPrice: 384000, standardUnit: '' });
    expect(durationText({ duration: 6, durationUnit: '2', durationName: null })).toBe('6个月');
  });
});
