import { sameAmount, standardPrice, toCents } from './pricing';

describe('order money', () => {
  it('counts in cents without float noise', () => {
    expect(toCents(19.99)).toBe(1999);
    expect(toCents('4980.00')).toBe(498000);
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(sameAmount(19800, '19800.00')).toBe(true);
    expect(sameAmount(19800, '19800.01')).toBe(false);
  });

  it('divides the price by the duration to 2 decimals; lifetime keeps the price', () => {
    expect(standardPrice(12450, 3)).toBe(4150);
    expect(standardPrice(100, 3)).toBe(33.33);
    expect(standardPrice(200, 3)).toBe(66.67);
    expect(standardPrice(2739, 6)).toBe(456.5);
    expect(standardPrice(59400, -1)).toBe(59400);
    expect(standardPrice(0, -1)).toBe(0);
  });
});
