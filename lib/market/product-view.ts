import type { PriceEntry, ProductDetail } from '@/core/contract/market-types';
import { firstTraits, formatYuan } from '@/core/format/price';
import { hasVisibleContent, sanitizeHtml } from './sanitize-html';

// The product detail page's own shape, made once from the gateway's record (001 §3): the browser gets
// only this, with the vendor HTML already sanitized.

export interface PriceOption {
  id: number;
  price: number;
  /** '1' year, '2' month, '-1' lifetime. */
  unit: string;
  duration: number;
  label: string;
}

export interface PackageOption {
  id: number;
  name: string;
  /** Free-trial days; -1 (or 0) means no trial. */
  trialDays: number;
  prices: PriceOption[];
}

export interface MediaItem {
  kind: 'video' | 'image';
  url: string;
}

export interface ProductView {
  id: number;
  name: string;
  describes: string;
  traits: string[];
  /** The lowest price, for '¥… 起'; null when the product has none. */
  fromPrice: number | null;
  negotiable: boolean;
  delisted: boolean;
  appId: string | null;
  appCode: string | null;
  /** The product manager record the trial and order calls name (the gateway's productManagerId). */
  managerId: number;
  picture: string | null;
  media: MediaItem[];
  packages: PackageOption[];
  /** Sanitized on the server; empty when nothing visible is left. */
  detailHtml: string;
}

/** 001 §9: a lifetime option (unit '-1' or duration -1) shows no number; a month adds the measure word. */
export function durationLabel(duration: number, unit: string): string {
  if (unit === '-1' || duration === -1) return '永久';
  if (unit === '2') return `${duration}个月`;
  return `${duration}年`;
}

/** '¥2,980.00 元' for a chosen option (001 §9: two decimals, yuan sign, 'yuan'). */
export const optionPrice = (amount: number) => `${formatYuan(amount)} 元`;

/** '¥2,980.00 起' for the product's lowest price. */
export const fromPrice = (amount: number) => `${formatYuan(amount)} 起`;

function priceOption(entry: PriceEntry): PriceOption | null {
  if (entry.id == null) return null;
  const unit = entry.durationUnit ?? '1';
  const duration = Number(entry.duration ?? (unit === '-1' ? -1 : 1));
  return { id: entry.id, price: entry.price, unit, duration, label: durationLabel(duration, unit) };
}

export function toProductView(detail: ProductDetail): ProductView {
  const packages = (detail.packageDetailsResponse ?? []).map((pkg) => ({
    id: pkg.id,
    name: pkg.name ?? detail.list?.find((l) => l.id === pkg.id)?.name ?? detail.name,
    trialDays: Number(pkg.tryUseDuration ?? -1),
    prices: (pkg.pricesResponse ?? []).map(priceOption).filter((p): p is PriceOption => p !== null),
  }));
  const prices = packages.flatMap((p) => p.prices.map((o) => o.price));
  const lowest = prices.length ? Math.min(...prices) : (detail.price ?? null);
  const html = sanitizeHtml(detail.detail ?? '');
  const videos = (detail.viewVideoUrls ?? []).map((url) => ({ kind: 'video' as const, url }));
  const banners = (detail.viewBannerUrls ?? []).map((url) => ({ kind: 'image' as const, url }));
  return {
    id: detail.id,
    name: detail.name,
    describes: detail.describes ?? '',
    traits: firstTraits(detail.trait, 20),
    fromPrice: lowest,
    negotiable: Number(detail.negotiable) === 1,
    delisted: Number(detail.sellStatus) === 0,
    appId: detail.appId == null || detail.appId === '' ? null : String(detail.appId),
    appCode: detail.appCode || null,
    managerId: detail.productManagerId ?? detail.id,
    picture: detail.viewPicture ?? detail.pictureViewer?.[0] ?? null,
    media: [...videos, ...banners].filter((m) => m.url),
    packages,
    detailHtml: hasVisibleContent(html) ? html : '',
  };
}

/** 001 §2: the free-trial button shows only with trial days above 0 and an appId. */
export const canTry = (product: Pick<ProductView, 'appId'>, pkg: PackageOption | undefined): boolean => Boolean(product.appId && pkg && pkg.trialDays > 0);

/**
 * The marketing page's 免费试用 (001 §2: "the matching package has a trial duration other than -1"):
 * shown only where the product page, opened on its first package, offers the trial itself, so never for
 * a delisted product, a trial of 0 days or a product without an appId (issue 19 item 9).
 */
export function marketingOffersTrial(detail: ProductDetail): boolean {
  const view = toProductView(detail);
  return !view.delisted && canTry(view, view.packages[0]);
}
