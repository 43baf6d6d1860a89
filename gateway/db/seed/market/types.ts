// Plain seed shapes for the marketplace. The gateway's DB layer maps them to rows; nothing here
// knows about tables.

export type ClassificationSeed = {
  id: number;
  name: string;
  describes: string;
  level: 1 | 2 | 3;
  /** 0 for level 1 */
  parentId: number;
  sort: number;
};

/** '1' year, '2' month, '-1' lifetime */
export type DurationUnit = '1' | '2' | '-1';

export type PriceSeed = {
  id: number;
  /** -1 for lifetime */
  duration: number;
  durationUnit: DurationUnit;
  /** yuan, 2 decimals */
  price: number;
  isDefault: boolean;
};

export type PackageSeed = {
  id: number;
  name: string;
  /** free-trial days, -1 = no trial */
  tryUseDuration: number;
  prices: PriceSeed[];
};

export type ProductSeed = {
  id: number;
  name: string;
  describes: string;
  /** comma-separated, at least 3 traits */
  trait: string;
  /** a level-2 or level-3 classification */
  classifyId: number;
  /** 1 in-house, 0 ecosystem partner */
  appOriginal: 0 | 1;
  negotiable: 0 | 1;
  sellStatus: 0 | 1;
  /** official selection */
  choice: 0 | 1;
  recommend: 0 | 1;
  zeroTry: 0 | 1;
  /** popularity for the hot list */
  hot: number;
  appId: string | null;
  appCode: string | null;
  picture: string;
  bannerUrls: string[];
  videoUrls: string[];
  detailHtml: string;
  /** 'YYYY-MM-DD HH:mm:ss' */
  sellTime: string;
  vendor: string;
  packages: PackageSeed[];
};

export type BannerSeed = {
  id: number;
  image: string;
  /** 2 opens outSiteUrl in a new window; 1 opens the product */
  redirectType: 1 | 2;
  outSiteUrl: string | null;
  productId: number | null;
  sort: number;
  kind: 'market' | 'partner';
};

/** A tab of the portal home's 'three major application scenario products' block. */
export type HomeGroup = { name: string; productIds: number[] };

/** Budget choices of the price-inquiry form. */

// Compact authoring shapes: product files list these, build.ts turns them into seeds, so ids, paths
// and detail HTML follow one rule instead of being typed 50 times.

/** [duration, unit, price in yuan] */
export type PriceSpec = readonly [number, DurationUnit, number];

export type PackageSpec = {
  name: string;
  trial: number;
  prices: PriceSpec[];
  /** index into prices of the default option */
  defaultAt: number;
};

export type ProductSpec = {
  id: number;
  slug: string;
  name: string;
  describes: string;
  traits: string[];
  classifyId: number;
  appOriginal: 0 | 1;
  vendor: string;
  sellTime: string;
  hot: number;
  /** whether the product is a deployable app with appId/appCode (trial needs one) */
  app: boolean;
  negotiable?: boolean;
  delisted?: boolean;
  choice?: boolean;
  recommend?: boolean;
  zeroTry?: boolean;
  media?: { videos: number; banners: number };
  features: string[];
  specs: [string, string][];
  /** replaces the generated detail HTML (vendor-supplied content) */
  detailHtml?: string;
  packages: PackageSpec[];
};
