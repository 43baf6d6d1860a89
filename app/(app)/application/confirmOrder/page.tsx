import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { ConfirmOrderScreen, OrderUnavailable } from '@/components/order/confirm-order-screen';
import { canBuy, loadPurchase } from '@/lib/order/purchase';
import { purchaseParams } from '@/lib/order/purchase-summary';
import { pagePath, requireUser } from '@/lib/session';
import { paths } from '@/lib/routes';

export const metadata: Metadata = { title: '确认订单', robots: { index: false, follow: false } };

type Params = Promise<Record<string, string | string[] | undefined>>;

/**
 * 001 §2 confirm order, from the product detail's Buy button:
 * ?productId=&packageId=&priceId=. Everything is loaded again from the gateway; a missing or unknown
 * product, package or price goes back to the application list.
 */
export default async function ConfirmOrderPage({ searchParams }: { searchParams: Params }) {
  const params = await searchParams;
  const ids = purchaseParams(params);
  if (!ids) redirect(paths.marketList);
  const { user } = await requireUser({ from: pagePath(paths.confirmOrder, params), otherwise: 'login' });
  const loaded = await loadPurchase(ids);
  if (loaded.kind === 'missing') redirect(paths.marketList);
  if (loaded.kind === 'unavailable') return <OrderUnavailable message={loaded.message} />;
  return <ConfirmOrderScreen purchase={loaded.purchase} ids={ids} canBuy={canBuy(user)} />;
}
