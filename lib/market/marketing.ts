import 'server-only';
import { contract } from '@/lib/contract';
import { call } from '@/lib/gateway/client';

/**
 * 001 §2: the marketing page's trial button shows only when the matching package (the product's first)
 * has a trial duration other than -1. No product or no answer from the gateway: no button.
 */
export async function offersTrial(productId: number): Promise<boolean> {
  const result = await call(contract.market.detail, { id: productId });
  if (!result.ok || Number(result.data.sellStatus) === 0) return false;
  const first = result.data.packageDetailsResponse?.[0];
  return first?.tryUseDuration != null && Number(first.tryUseDuration) !== -1;
}
