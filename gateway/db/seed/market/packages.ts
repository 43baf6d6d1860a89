import type { PackageSpec, PriceSpec } from './types';

// Pricing follows how Chinese SaaS vendors usually quote: a year is the anchor, a month costs a
// tenth of it, three years get a discount, and a lifetime licence (when offered) costs about three
// years. Keeping the rule here makes every product's prices consistent with each other.

const yuan = (n: number): number => Math.round(n * 100) / 100;

/** Month, year and three-year options (plus lifetime when given); the year is the default. */
export function subscription(name: string, yearPrice: number, trial: number, lifetime?: number): PackageSpec {
  const prices: PriceSpec[] = [
    [1, '2', yuan(Math.round(yearPrice / 10))],
    [1, '1', yuan(yearPrice)],
    [3, '1', yuan(Math.round(yearPrice * 2.5))],
  ];
  if (lifetime !== undefined) prices.push([-1, '-1', yuan(lifetime)]);
  return { name, trial, prices, defaultAt: 1 };
}

/** Tiers of one product, e.g. basic / professional / flagship; the top tier can also be bought outright. */
export function editions(tiers: [string, number][], trial: number): PackageSpec[] {
  return tiers.map(([name, yearPrice], i) =>
    subscription(name, yearPrice, trial, i === tiers.length - 1 ? Math.round(yearPrice * 3) : undefined),
  );
}

/** Billed by the month (small tools, mini-programs); the single month is the default. */
export function monthly(name: string, monthPrice: number, trial: number): PackageSpec {
  return {
    name,
    trial,
    prices: [
      [1, '2', yuan(monthPrice)],
      [6, '2', yuan(Math.round(monthPrice * 5.5))],
      [1, '1', yuan(monthPrice * 10)],
    ],
    defaultAt: 0,
  };
}

/** A one-off licence or service delivery. */
export function perpetual(name: string, price: number, trial = -1): PackageSpec {
  return { name, trial, prices: [[-1, '-1', yuan(price)]], defaultAt: 0 };
}

export function free(name: string): PackageSpec {
  return perpetual(name, 0);
}

// The portal hides durations of negotiable products, but the package still needs one price so
// inquiries can reference a package and the list has a reference price to sort by.
export function negotiated(name: string, referenceYearPrice: number): PackageSpec {
  return { name, trial: -1, prices: [[1, '1', yuan(referenceYearPrice)]], defaultAt: 0 };
}
