import { cardPrice, firstTraits, formatYuan } from './price';

describe('price formatting', () => {
  it('shows two decimals with the yuan sign', () => {
    expect(formatYuan(2980)).toBe('¥2,980.00');
    expect(formatYuan(0)).toBe('¥0.00');
  });

  it('says 面议 for negotiable products and when no price is known', () => {
    expect(cardPrice({ price: 100, negotiable: 1 })).toBe('面议');
    expect(cardPrice({ price: null, negotiable: 0 })).toBe('面议');
    expect(cardPrice({ price: 99.5, negotiable: 0 })).toBe('¥99.50 起');
  });

  it('takes the first two traits of either comma', () => {
    expect(firstTraits('一物一码, 全程追溯，云端部署,开放接口')).toEqual(['一物一码', '全程追溯']);
    expect(firstTraits(null)).toEqual([]);
  });
});
