import 'server-only';
import { contract, type Product } from '@/core/contract';
import { call } from '@/lib/gateway/client';

/** 'Recommended for you' (001 §2, §9): the first four; an outage shows none rather than failing the page. */
export async function recommendedProducts(): Promise<Product[]> {
  const result = await call(contract.market.recommended, { recommend: 1 });
  return result.ok ? (result.data ?? []).slice(0, 4) : [];
}
