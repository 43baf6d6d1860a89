import { randomBytes } from 'node:crypto';
import { contract } from '@/core/contract';
import { standardPrice } from '@/core/order/pricing';
import { productSeeds } from '../db/seed/market';
import { loginInput, sliderProof } from './accounts';
import type { testGateway } from './gateway-client';
import { pngBytes } from './images';

type Gateway = ReturnType<typeof testGateway>;

/** Logs a demo account in; its token and company id. */
export async function loginAs(gw: Gateway, username: string) {
  const answer = await gw.call(contract.account.passwordLogin, { ...loginInput(username, 'Demo@2026pass'), ...(await sliderProof(gw)) });
  const data = answer.body.data!;
  return { token: data.tokenInfo.access_token, companyId: data.userInfo.companyDetails?.id ?? 0, companyName: data.userInfo.companyDetails?.name ?? '' };
}

export const newTransactionId = () => `tx-${randomBytes(8).toString('hex')}`;

/** An honest order body for a seeded product: package and price by position, numbers from the price list. */
export function orderBody(buyer: { companyId: number; companyName: string }, productId: number, pkgIndex = 0, priceIndex = 0) {
  const product = productSeeds.find((p) => p.id === productId)!;
  const pkg = product.packages[pkgIndex];
  const price = pkg.prices[priceIndex];
  return {
    buyerCompanyId: buyer.companyId,
    buyerCompanyName: buyer.companyName,
    productId,
    type: 0,
    totalAmount: price.price,
    salePrice: price.price,
    standardPrice: standardPrice(price.price, price.duration),
    transactionId: newTransactionId(),
    remark: '',
    orderDetails: [
      {
        appId: product.appId ?? String(product.id),
        packageProductId: pkg.id,
        packageName: pkg.name,
        price: price.price,
        purchaseDuration: price.duration,
        productId,
        productName: product.name,
      },
    ],
  };
}

/** A small real PNG as an upload (the gateway decodes every upload). */
export function pngFile(name = 'proof.png') {
  return new File([new Uint8Array(pngBytes(32, 24))], name, { type: 'image/png' });
}

/** Presses a button of the payment sandbox's page; the answer's redirect target. */
export async function pressSandbox(gw: Gateway, payUrl: string, outcome: 'pay' | 'fail') {
  const token = payUrl.split('/').pop()!;
  const response = await gw.app.fetch(new Request(`http://gateway.test/sandbox/pay/${token}/${outcome}`, { method: 'POST' }));
  return { status: response.status, location: response.headers.get('location') };
}

export async function sandboxHtml(gw: Gateway, payUrl: string) {
  const token = payUrl.split('/').pop()!;
  const response = await gw.app.fetch(new Request(`http://gateway.test/sandbox/pay/${token}`));
  return { status: response.status, html: await response.text() };
}
