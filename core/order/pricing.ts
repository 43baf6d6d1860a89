// Money rules shared by the portal and the embedded gateway (001 §9), in whole cents so that
// 0.1 + 0.2 never decides whether an order is accepted.

/** Yuan to cents, rounding away binary noise: 19.99 → 1999. */
export const toCents = (yuan: number | string): number => Math.round(Number(yuan) * 100);

export const fromCents = (cents: number): number => cents / 100;

/** 001 §9: the standard price is the price divided by the duration, to 2 decimals; lifetime (-1) is the price. */
export function standardPrice(price: number, duration: number): number {
  if (!(duration > 0)) return fromCents(toCents(price));
  return fromCents(Math.round(toCents(price) / duration));
}

/** The same amount to the cent, whatever form (number or decimal string) each side uses. */
export const sameAmount = (a: number | string, b: number | string): boolean => toCents(a) === toCents(b);
