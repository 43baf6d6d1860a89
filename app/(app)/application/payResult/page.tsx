import Button from '@mui/material/Button';
import type { Metadata } from 'next';
import { CountdownRedirect } from '@/components/order/countdown-redirect';
import { OrderNotice } from '@/components/order/order-notice';
import { OrderSummary } from '@/components/order/order-summary';
import { publicConfig } from '@/lib/config/env';
import { messages } from '@/lib/messages';
import { consoleOrdersUrl } from '@/lib/order/console';
import { loadOrder, orderIdParam, type LoadedOrder } from '@/lib/order/load-order';
import { requireUser } from '@/lib/session';

export const metadata: Metadata = { title: messages.payResultTitle, robots: { index: false, follow: false } };

/** 001 §9: the result page waits 15 s, then the console's order list. */
const countdownSeconds = 15;

function outcome(loaded: LoadedOrder | undefined): { severity: 'success' | 'info' | 'warning'; message: string; payable?: boolean } {
  if (!loaded || loaded.kind !== 'ok') return { severity: 'info', message: messages.payResultUnknown };
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

/** 001 §2 payment result, for free orders, offline pay info and the online cashier's return. */
export default async function PayResultPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const orderId = orderIdParam(await searchParams);
  const self = `/application/payResult${orderId ? `?orderId=${orderId}` : ''}`;
  const { call } = await requireUser({ from: self, otherwise: 'login' });
  const loaded = orderId ? await loadOrder(orderId, call) : undefined;
  const target = consoleOrdersUrl(publicConfig().consoleUrl);
  const shown = outcome(loaded);
  return (
    <OrderNotice
      title={messages.payResultTitle}
      severity={shown.severity}
      message={shown.message}
      summary={loaded?.kind === 'ok' ? <OrderSummary order={loaded.order} status={loaded.status} /> : undefined}
      countdown={<CountdownRedirect seconds={countdownSeconds} href={target} template={messages.countdownConsole} />}
      actions={
        <>
          <Button variant="contained" href={target}>
            {messages.goConsoleOrders}
          </Button>
          {shown.payable ? (
            <Button variant="outlined" href={`/application/payment?orderId=${orderId}`}>
              {messages.backToPay}
            </Button>
          ) : null}
        </>
      }
    />
  );
}
