import type { PackageDetail, PriceEntry, ProductDetail } from '@/core/contract';
import { standardPrice } from '@/core/order/pricing';

/** What is being bought: the product, one of its packages and one price option of that package. */
export interface Purchase {
  product: ProductDetail;
  pkg: PackageDetail;
  price: PriceEntry;
}

export interface PurchaseIds {
  productId: number;
  packageId: number;
  priceId: number;
}

const unitName: Record<string, string> = { '1': '年', '2': '个月', '-1': '永久' };
const perUnit: Record<string, string> = { '1': '年', '2': '月' };

/** '1年', '6个月', '永久' (001 §9: lifetime shows no number; unit '2' adds the measure word). */
export function durationText(price: Pick<PriceEntry, 'duration' | 'durationUnit' | 'durationName'>): string {
  const unit = String(price.durationUnit ?? '');
  if (unit === '-1' || price.duration === -1) return unitName['-1'];
  if (price.durationName) return price.durationName;
  return `${price.duration ?? ''}${unitName[unit] ?? ''}`;
}

/** The figures the confirm page shows. Amounts are yuan; the page formats them. */
export function purchaseFigures(purchase: Purchase) {
  const { product, pkg, price } = purchase;
  const duration = Number(price.duration ?? -1);
  const unit = String(price.durationUnit ?? '-1');
  return {
    productName: product.name,
    packageName: pkg.name ?? '',
    duration: durationText(price),
    amount: price.price,
    standardPrice: standardPrice(price.price, duration),
    /** '年' or '月' after the standard price; none for a lifetime licence. */
    standardUnit: duration > 0 ? (perUnit[unit] ?? '') : '',
    free: price.price === 0,
  };
}

/** Reads ?productId=&packageId=&priceId= (the product detail's Buy button); undefined when any is missing. */
export function purchaseParams(params: Record<string, string | string[] | undefined>): PurchaseIds | undefined {
  const read = (key: string) => {
    const value = params[key];
    return typeof value === 'string' && /^\d{1,12}$/.test(value) ? Number(value) : undefined;
  };
  const productId = read('productId');
  const packageId = read('packageId');
  const priceId = read('priceId');
  return productId !== undefined && packageId !== undefined && priceId !== undefined ? { productId, packageId, priceId } : undefined;
}

/** The package and price the ids name, only when they belong together and the product can be bought. */
export function pickPurchase(product: ProductDetail, ids: Omit<PurchaseIds, 'productId'>): Purchase | undefined {
  if (product.sellStatus === 0 || product.negotiable === 1) return undefined;
  const pkg = product.packageDetailsResponse?.find((p) => p.id === ids.packageId);
  const price = pkg?.pricesResponse?.find((p) => p.id === ids.priceId);
  return pkg && price ? { product, pkg, price } : undefined;
}
