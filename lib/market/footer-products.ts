import 'server-only';
import { contract } from '@/lib/contract';
import { call } from '@/lib/gateway/client';

export interface FooterProduct {
  id: number;
  name: string;
}

/** The footer's 4-product list (001 §9: size 4, page 1). Empty when the gateway cannot answer. */
export async function footerProducts(): Promise<FooterProduct[]> {
  const result = await call(contract.market.productsByClassify, { current: 1, size: 4 });
  return result.ok ? (result.data ?? []).map((p) => ({ id: Number(p.id), name: p.name })) : [];
}
