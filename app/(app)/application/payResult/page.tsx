import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { OrderNotice } from '@/components/order/order-notice';
import { OrderSummary } from '@/components/order/order-summary';
import { payResultWays } from '@/components/order/pay-result-ways';
import { publicConfig } from '@/lib/config/env';
import { messages } from '@/core/messages';
import { consoleOrdersUrl } from '@/lib/order/console';
import { loadOrder, orderIdParam, type LoadedOrder } from '@/lib/order/load-order';
import { requireUser } from '@/lib/session';
import { paths, paymentPath, payResultPath } from '@/lib/routes';

export const metadata: Metadata = { title: messages.payResultTitle, robots: { index: false, follow: false } };

function outcome(loaded: LoadedOrder): { severity: 'success' | 'info' | 'warning'; message: string; payable?: boolean } {
  if (loaded.kind !== 'ok') return { severity: 'info', message: messages.payResultUnknown };
  switch (loaded.status) {
    case 'paid':
      return { severity: 'success', message: loaded.order.payChannel === 'free' || Number(loaded.order.totalAmount) === 0 ? messages.payResultFree : messages.payResultPaid };
    case 'awaiting_review':
      return { severity: 'success', message: messages.payResultReview };
    case 'cancelled':
      return { severity: 'warning', message: messages.payResultCancelled };
    default:
      return { severity: 'warning', message: messages.payResultPending, payable: true };
  }
}

/**
 * 001 §2 payment result, for free orders, offline pay info and the online cashier's return; with a
 * configured console it counts down to the console's order list (payResultWays).
 */
export default async function PayResultPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const orderId = orderIdParam(await searchParams);
  // 001 §4: a missing order id goes to the application list, as on the payment page.
  if (!orderId) redirect(paths.marketList);
  const { call } = await requireUser({ from: payResultPath(orderId), otherwise: 'login' });
  const loaded = await loadOrder(orderId, call);
  const shown = outcome(loaded);
  const ways = payResultWays({ consoleOrders: consoleOrdersUrl(publicConfig().consoleUrl), payAgain: shown.payable ? paymentPath(orderId) : null });
  return (
    <OrderNotice
      title={messages.payResultTitle}
      severity={shown.severity}
      message={shown.message}
      summary={loaded.kind === 'ok' ? <OrderSummary order={loaded.order} status={loaded.status} /> : undefined}
      countdown={ways.countdown}
      actions={ways.actions}
    />
  );
}
