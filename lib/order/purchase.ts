import 'server-only';
import { contract, type OrderSave } from '@/core/contract';
import { call } from '@/lib/gateway/client';
import { userMessage } from '@/lib/gateway/user-message';
import type { UserSummary } from '@/lib/session/summary';
import { standardPrice } from '@/core/order/pricing';
import { pickPurchase, type Purchase, type PurchaseIds } from './purchase-summary';

export type LoadedPurchase = { kind: 'ok'; purchase: Purchase } | { kind: 'missing' } | { kind: 'unavailable'; message: string };

/** The product, package and price named by the ids, from the gateway: the browser's copy is never used. */
export async function loadPurchase(ids: PurchaseIds): Promise<LoadedPurchase> {
  const result = await call(contract.market.detail, { id: ids.productId });
  if (!result.ok) {
    const gone = result.error.kind === 'gateway' && (result.error.status === 404 || result.error.status === 400);
    return gone ? { kind: 'missing' } : { kind: 'unavailable', message: userMessage(result.error) };
  }
  const purchase = result.data ? pickPurchase(result.data, ids) : undefined;
  return purchase ? { kind: 'ok', purchase } : { kind: 'missing' };
}

/** The same rule the product page shows before anyone gets here. */
export { canBuyAsCompany as canBuy } from '@/lib/market/gates';

/** 001 §3 order save payload: the buyer from the session, the numbers from the price list. */
export function orderSaveBody(purchase: Purchase, buyer: UserSummary, remark: string, transactionId: string): OrderSave {
  const { product, pkg, price } = purchase;
  const duration = Number(price.duration ?? -1);
  return {
    buyerCompanyId: buyer.companyId!,
    buyerCompanyName: buyer.companyName!,
    productId: product.id,
    type: 0,
    totalAmount: price.price,
    salePrice: price.price,
    standardPrice: standardPrice(price.price, duration),
    transactionId,
    remark,
    orderDetails: [
      {
        appId: String(product.appId ?? product.id),
        packageProductId: pkg.id,
        packageName: pkg.name ?? product.name,
        price: price.price,
        purchaseDuration: duration,
        productId: product.id,
        productName: product.name,
      },
    ],
  };
}
