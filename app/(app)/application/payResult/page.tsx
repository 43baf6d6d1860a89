import Button from '@mui/material/Button';
import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { CountdownRedirect } from '@/components/order/countdown-redirect';
import { OrderNotice } from '@/components/order/order-notice';
import { OrderSummary } from '@/components/order/order-summary';
import { publicConfig } from '@/lib/config/env';
import { messages } from '@/core/messages';
import { consoleOrdersUrl } from '@/lib/order/console';
import { loadOrder, orderIdParam, type LoadedOrder } from '@/lib/order/load-order';
import { requireUser } from '@/lib/session';
import { paths, paymentPath, payResultPath } from '@/lib/routes';

export const metadata: Metadata = { title: messages.payResultTitle, robots: { index: false, follow: false } };

/** 001 §9: the result page waits 15 s, then the console's order list. */
const countdownSeconds = 15;

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
 * 001 §2 payment result, for free orders, offline pay info and the online cashier's return. Without a
 * configured console (CONSOLE_URL unset) there is nowhere to count down to: the page stays, with the
 * ways back into the portal (issue 19 item 3).
 */
export default async function PayResultPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const orderId = orderIdParam(await searchParams);
  // 001 §4: a missing order id goes to the application list, as on the payment page.
  if (!orderId) redirect(paths.marketList);
  const { call } = await requireUser({ from: payResultPath(orderId), otherwise: 'login' });
  const loaded = await loadOrder(orderId, call);
  const target = consoleOrdersUrl(publicConfig().consoleUrl);
  const shown = outcome(loaded);
  return (
    <OrderNotice
      title={messages.payResultTitle}
      severity={shown.severity}
      message={shown.message}
      summary={loaded.kind === 'ok' ? <OrderSummary order={loaded.order} status={loaded.status} /> : undefined}
      countdown={target ? <CountdownRedirect seconds={countdownSeconds} href={target} template={messages.countdownConsole} /> : undefined}
      actions={
        <>
          {target ? (
            <Button variant="contained" href={target}>
              {messages.goConsoleOrders}
            </Button>
          ) : (
            <Button variant="contained" href={paths.marketList}>
              {messages.backToApps}
            </Button>
          )}
          {shown.payable ? (
            <Button variant="outlined" href={paymentPath(orderId)}>
              {messages.backToPay}
            </Button>
          ) : null}
          {target ? null : (
            <Button variant="outlined" href="/home">
              {messages.backHome}
            </Button>
          )}
        </>
      }
    />
  );
}
