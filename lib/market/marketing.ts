import 'server-only';
import { contract } from '@/core/contract';
import { call } from '@/lib/gateway/client';
import { marketingOffersTrial } from './product-view';

/**
 * 001 §2: the marketing page's trial button leads to the product page's trial, so it shows exactly
 * where that page offers one (issue 19 item 9; marketingOffersTrial). No product or no answer from the
 * gateway: no button.
 */
export async function offersTrial(productId: number): Promise<boolean> {
  const result = await call(contract.market.detail, { id: productId });
  return result.ok && marketingOffersTrial(result.data);
}
