import 'server-only';
import { cache } from 'react';
import { ttlCache } from '@/lib/cache/ttl-cache';
import { contract } from '@/core/contract';
import type { Product } from '@/core/contract/market-types';
import { call } from '@/lib/gateway/client';
import { userMessage } from '@/lib/gateway/user-message';
import { toProductView, type ProductView } from './product-view';

export type LoadedProduct = { kind: 'ok'; product: ProductView } | { kind: 'missing' } | { kind: 'unavailable'; message: string };

/** Product ids in a URL: digits only, short enough to be a database id. */
export function productIdFrom(segment: string): number | null {
  return /^\d{1,9}$/.test(segment) && Number(segment) > 0 ? Number(segment) : null;
}

// A product page is read far more often than a vendor edits it: its detail (with the sanitized HTML) is
// kept 15 s per process, the hot list a minute. Failures and unknown ids are not kept.
const products = ttlCache<LoadedProduct>({ ttlMs: 15_000, max: 500, keep: (r) => r.kind === 'ok' });
const hot = ttlCache<Product[]>({ ttlMs: 60_000, max: 1, keep: (list) => list.length > 0 });

/** The product from the gateway, once per request (metadata and page share it). */
export const loadProduct = cache(
  (id: number): Promise<LoadedProduct> =>
    products.get(String(id), async () => {
      const result = await call(contract.market.detail, { id });
      if (!result.ok) {
        const gone = result.error.kind === 'gateway' && (result.error.status === 404 || result.error.status === 400);
        return gone ? { kind: 'missing' } : { kind: 'unavailable', message: userMessage(result.error) };
      }
      return result.data ? { kind: 'ok', product: toProductView(result.data) } : { kind: 'missing' };
    }),
);

/** The side strip's hot products (001 §9: 5); an outage leaves the strip out rather than failing the page. */
export function hotProducts(): Promise<Product[]> {
  return hot.get('hot', async () => {
    const result = await call(contract.market.hotProducts, {});
    return result.ok ? (result.data ?? []).slice(0, 5) : [];
  });
}
