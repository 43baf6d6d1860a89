import type { InferSelectModel } from 'drizzle-orm';
import type { packagePrices, packages, products } from '../db/schema';

type ProductRow = InferSelectModel<typeof products>;
type PackageRow = InferSelectModel<typeof packages>;
type PriceRow = InferSelectModel<typeof packagePrices>;

const unitView: Record<string, string> = { '1': '年', '2': '个月', '-1': '永久' };

/** A product as the marketplace cards receive it (001 §3 product). */
export function productCard(p: ProductRow) {
  return {
    id: p.id,
    name: p.name,
    productName: p.name,
    productManagerId: p.id,
    describes: p.describes,
    trait: p.trait,
    price: p.minPrice,
    negotiable: p.negotiable,
    sellStatus: p.sellStatus,
    viewPicture: p.picture,
    pictureViewer: [p.picture],
    appId: p.appId,
    appCode: p.appCode,
    productClassifyId: p.classifyId,
    appOriginal: p.appOriginal,
    choice: p.choice,
    zeroTry: p.zeroTry,
    sellTime: p.sellTime.toISOString(),
  };
}

export function priceEntry(price: PriceRow) {
  return {
    id: price.id,
    price: price.price,
    duration: price.duration,
    durationUnit: price.durationUnit,
    durationUnitView: unitView[price.durationUnit] ?? '',
    durationName: price.durationUnit === '-1' ? '永久' : `${price.duration}${unitView[price.durationUnit] ?? ''}`,
    isDefault: price.isDefault ? 1 : 0,
    packageProductId: price.packageId,
  };
}

export function packageDetail(pkg: PackageRow, prices: PriceRow[]) {
  const own = prices.filter((p) => p.packageId === pkg.id);
  const perUnit = (unit: string) => own.find((p) => p.durationUnit === unit && p.duration === 1)?.price ?? null;
  return {
    id: pkg.id,
    name: pkg.name,
    productManagerId: pkg.productId,
    tryUseDuration: pkg.tryUseDuration,
    yearUnitPrice: perUnit('1'),
    monthUnitPrice: perUnit('2'),
    pricesResponse: own.map(priceEntry),
  };
}

/** The product detail: the card plus media, the HTML detail and the child packages with their prices. */
export function productDetail(p: ProductRow, pkgs: PackageRow[], prices: PriceRow[]) {
  return {
    ...productCard(p),
    list: pkgs.map((pkg) => ({ id: pkg.id, name: pkg.name })),
    viewBannerUrls: p.bannerUrls,
    viewVideoUrls: p.videoUrls,
    detail: p.detail,
    vendor: p.vendor,
    packageDetailsResponse: pkgs.map((pkg) => packageDetail(pkg, prices)),
  };
}
