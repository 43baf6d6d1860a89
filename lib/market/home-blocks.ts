import type { Banner } from '@/core/contract/market-types';
import { productPath } from '@/lib/routes';

// The marketplace home's blocks (001 §2, §9), shaped once on the server so the components only draw.

/** 001 §9: the home shows at most 6 classes, 4 products a block and 4 zero-trial items. */
export const homeLimits = { classes: 6, blockSlots: 4, zeroSlots: 4, official: 4 } as const;

/** `items` cut to `slots`, then padded with nulls: a row keeps its shape with fewer products. */
export function padSlots<T>(items: readonly T[], slots: number): (T | null)[] {
  return Array.from({ length: slots }, (_, i) => items[i] ?? null);
}

interface ClassNode {
  id: number;
  name: string;
  level: number;
  parentId: number;
}

export interface CategoryEntry {
  id: number;
  name: string;
  children: { id: number; name: string }[];
}

/** The category panel: the first 6 level-1 classes that have children, each with its level-2 children. */
export function categoryPanel(classes: readonly ClassNode[]): CategoryEntry[] {
  return classes
    .filter((c) => c.level === 1)
    .map((c) => ({ id: c.id, name: c.name, children: classes.filter((k) => k.level === 2 && k.parentId === c.id).map((k) => ({ id: k.id, name: k.name })) }))
    .filter((c) => c.children.length > 0)
    .slice(0, homeLimits.classes);
}

/** Where a banner leads: an outside site in a new window, a product's detail, or nowhere ('暂无该应用'). */
export type BannerTarget = { kind: 'external'; url: string } | { kind: 'product'; href: string; name: string } | { kind: 'missing' };

export interface BannerView {
  id: number;
  image: string;
  target: BannerTarget;
}

/** Only http(s) addresses open: a `javascript:` URL from the gateway must not become a link. */
function safeExternal(url: string | null | undefined): string | undefined {
  try {
    const parsed = new URL(url ?? '');
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.toString() : undefined;
  } catch {
    return undefined;
  }
}

/** 001 §2: redirectType 2 is an outside URL; otherwise the product is looked up among all products. */
export function bannerView(banner: Banner, products: ReadonlyMap<number, string>): BannerView {
  const base = { id: Number(banner.id), image: banner.bannersViewer ?? '' };
  if (Number(banner.redirectType) === 2) {
    const url = safeExternal(banner.outSiteUrl);
    return { ...base, target: url ? { kind: 'external', url } : { kind: 'missing' } };
  }
  const id = banner.productId == null ? undefined : Number(banner.productId);
  const name = id === undefined ? undefined : products.get(id);
  return { ...base, target: id !== undefined && name !== undefined ? { kind: 'product', href: productPath(id), name } : { kind: 'missing' } };
}
