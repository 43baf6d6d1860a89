import 'server-only';
import { ttlCache } from '@/lib/cache/ttl-cache';
import { contract } from '@/core/contract';
import type { Product } from '@/core/contract/market-types';
import { call } from '@/lib/gateway/client';
import type { Result } from '@/lib/gateway/result';
import { flattenClasses } from './list-filters';

// The marketplace's reads for the home and list pages. The catalogue (classes, banners, blocks)
// changes rarely: each answer is kept a minute, so a page view costs one search at most. Failures
// are not kept, so an outage ends with the gateway's.

const cache = ttlCache<Result<unknown>>({ ttlMs: 60_000, max: 300, keep: (r) => r.ok });

function cached<T>(key: string, load: () => Promise<Result<T>>): Promise<Result<T>> {
  return cache.get(key, load) as Promise<Result<T>>;
}

export type FlatClass = ReturnType<typeof flattenClasses>[number];

/** Every classification, flat, in the gateway's order. */
export function marketClasses(): Promise<Result<FlatClass[]>> {
  return cached('classes', async () => {
    const r = await call(contract.market.classifyList, {});
    return r.ok ? { ok: true, data: flattenClasses(r.data ?? []) } : r;
  });
}

export const marketBanners = () => cached('banners', () => call(contract.market.globalBanners, {}));
export const partnerBanners = () => cached('partners', () => call(contract.market.partnerBanners, {}));
export const officialSelection = () => cached('recommended', () => call(contract.market.recommended, { recommend: 1 }));
export const zeroTrialProducts = () => cached('zero', () => call(contract.market.zeroTrial, { zeroTry: 1 }));
export const choiceBlocks = () => cached('choice-blocks', () => call(contract.market.choiceBlocks, {}));

/** id → name of every listed product: a banner leads only to a product that is there (001 §2). */
export function productNames(): Promise<Result<Map<number, string>>> {
  return cached('all-products', async () => {
    const r = await call(contract.market.allProducts, {});
    return r.ok ? { ok: true, data: new Map((r.data ?? []).map((p) => [Number(p.id), p.name])) } : r;
  });
}

/** The list's 'selected applications' strip: the chosen products of the class, else of every class. */
export async function selectedStrip(classifyId: number | undefined, limit = 5): Promise<Product[]> {
  if (classifyId !== undefined) {
    const own = await cached(`choice-${classifyId}`, () => call(contract.market.choice, { productClassifyId: classifyId }));
    if (own.ok && own.data.length > 0) return own.data.slice(0, limit);
  }
  const blocks = await choiceBlocks();
  return blocks.ok ? blocks.data.flatMap((b) => b.apiProductManagerVoList ?? []).slice(0, limit) : [];
}

type SearchBody = Parameters<typeof call<typeof contract.market.search>>[1];

const searches = ttlCache<Result<{ records: Product[]; total: number }>>({ ttlMs: 15_000, max: 500, keep: (r) => r.ok });

/** One page of the list. Kept 15 s: a shared or reloaded list is the same query. */
export function searchProducts(body: SearchBody) {
  return searches.get(JSON.stringify(body), async () => {
    const r = await call(contract.market.search, body);
    return r.ok ? { ok: true as const, data: { records: r.data.records ?? [], total: Number(r.data.total ?? 0) } } : r;
  });
}
