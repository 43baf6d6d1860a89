import 'server-only';
import { contract } from '@/core/contract';
import { readUnlessDown } from '@/lib/gateway/client';
import { ttlCache } from '@/lib/cache/ttl-cache';

export interface FooterProduct {
  id: number;
  name: string;
}

// Every page in the shell shows the list: one gateway call per 5 minutes, not one per render.
const cache = ttlCache<FooterProduct[] | null>({ ttlMs: 5 * 60_000, max: 1, keep: (v) => v !== null });

/** The footer's 4-product list (001 §9: size 4, page 1). Empty when the gateway cannot answer. */
export async function footerProducts(): Promise<FooterProduct[]> {
  const products = await cache.get('footer', async () => {
    const result = await readUnlessDown(contract.market.productsByClassify, { current: 1, size: 4 });
    return result.ok ? (result.data ?? []).map((p) => ({ id: Number(p.id), name: p.name })) : null;
  });
  return products ?? [];
}
