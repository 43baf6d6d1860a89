import { z } from 'zod';
import { anyId, codeText, decimal, intLike, ref, urlList } from './common';
import { id } from './define';

// Marketplace records of 001 §3. Only id and name are required; the rest a real gateway may omit.

/** A price option of a package. durationUnit: '1' year, '2' month, '-1' lifetime. */
export const priceEntry = z.looseObject({
  id: id.nullish(),
  price: decimal,
  duration: intLike.nullish(),
  durationUnit: codeText.nullish(),
  durationUnitView: z.string().nullish(),
  durationName: z.string().nullish(),
  isDefault: z.union([z.boolean(), z.number().int()]).nullish(),
  packageProductId: id.nullish(),
});
export type PriceEntry = z.output<typeof priceEntry>;

/** A child package with its prices. tryUseDuration is the free-trial days; -1 means no trial. */
export const packageDetail = z.looseObject({
  id,
  name: z.string().nullish(),
  productManagerId: id.nullish(),
  tryUseDuration: intLike.nullish(),
  yearUnitPrice: decimal.nullish(),
  monthUnitPrice: decimal.nullish(),
  pricesResponse: z.array(priceEntry).nullish(),
});
export type PackageDetail = z.output<typeof packageDetail>;

/**
 * A product card (home, marketplace lists). trait is comma-separated; negotiable 1 means 'negotiable';
 * sellStatus 0 means delisted; appOriginal 1 in-house, 0 ecosystem partner; choice 1 selected.
 */
export const product = z.looseObject({
  id,
  name: z.string(),
  describes: z.string().nullish(),
  trait: z.string().nullish(),
  price: decimal.nullish(),
  negotiable: intLike.nullish(),
  sellStatus: intLike.nullish(),
  viewPicture: z.string().nullish(),
  pictureViewer: urlList.nullish(),
  appId: anyId.nullish(),
  appCode: z.string().nullish(),
  productName: z.string().nullish(),
  productManagerId: id.nullish(),
  productClassifyId: id.nullish(),
  appOriginal: intLike.nullish(),
  choice: intLike.nullish(),
  zeroTry: intLike.nullish(),
  tryUseDuration: intLike.nullish(),
});
export type Product = z.output<typeof product>;

/** The product detail: the card plus media, HTML detail, child packages and their prices. */
export const productDetail = product.extend({
  list: z.array(z.looseObject({ id, name: z.string().nullish() })).nullish(),
  viewBannerUrls: urlList.nullish(),
  viewVideoUrls: urlList.nullish(),
  detail: z.string().nullish(),
  packageDetailsResponse: z.array(packageDetail).nullish(),
});
export type ProductDetail = z.output<typeof productDetail>;

export interface Classification {
  id: number;
  name: string;
  describes?: string | null;
  level?: number | null;
  parentId?: number | null;
  children?: Classification[] | null;
  [key: string]: unknown;
}

const classificationFields = {
  id,
  name: z.string(),
  describes: z.string().nullish(),
  /** 1 to 3. */
  level: intLike.nullish(),
  /** 0 or -1 at the first level. */
  parentId: intLike.nullish(),
};

export const classification: z.ZodType<Classification> = z.looseObject({
  ...classificationFields,
  get children() {
    return z.array(classification).nullish();
  },
});

/** A classification with its chosen products (the 'selected applications' blocks). */
export const choiceBlock = z.looseObject({
  ...classificationFields,
  apiProductManagerVoList: z.array(product).nullish(),
});
export type ChoiceBlock = z.output<typeof choiceBlock>;

/** redirectType 2 opens outSiteUrl in a new window; otherwise productId names the product. */
export const banner = z.looseObject({
  id,
  bannersViewer: z.string().nullish(),
  redirectType: intLike.nullish(),
  outSiteUrl: z.string().nullish(),
  productId: id.nullish(),
});
export type Banner = z.output<typeof banner>;

const sortOrder = z.enum(['asc', 'desc']);

/** The list screen's query. The sort values are not shown in the spec: 'asc' or 'desc'. */
export const searchQuery = z.strictObject({
  current: z.number().int().min(1).max(100_000),
  size: z.number().int().min(1).max(100),
  productClassifyId: ref.optional(),
  appOriginal: z.union([z.literal(0), z.literal(1)]).optional(),
  sortSellTime: sortOrder.optional(),
  sortPrice: sortOrder.optional(),
  name: z.string().trim().max(50).optional(),
});
export type SearchQuery = z.input<typeof searchQuery>;

/** An asset-book record; the spec names no fields. */
export const assetRecord = z.looseObject({
  id,
  name: z.string().nullish(),
  createTime: z.string().nullish(),
});
export type AssetRecord = z.output<typeof assetRecord>;
