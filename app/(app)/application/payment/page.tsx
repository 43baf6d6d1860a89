import Button from '@mui/material/Button';
import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { ConsoleOrdersButton } from '@/components/order/console-orders-button';
import { OrderNotice } from '@/components/order/order-notice';
import { OrderSummary } from '@/components/order/order-summary';
import { PayeeDetails } from '@/components/order/payee-details';
import { PaymentScreen } from '@/components/order/payment-screen';
import { publicConfig } from '@/lib/config/env';
import { messages } from '@/core/messages';
import { consoleOrdersUrl } from '@/lib/order/console';
import { loadOrder, orderIdParam } from '@/lib/order/load-order';
import { openPayChannels } from '@/lib/order/pay-channels';
import { payeeAccount } from '@/lib/order/payee';
import { requireUser } from '@/lib/session';
import { paths, paymentPath } from '@/lib/routes';

export const metadata: Metadata = { title: '订单支付', robots: { index: false, follow: false } };

const settled = {
  paid: { severity: 'success', message: messages.orderAlreadyPaid },
  cancelled: { severity: 'warning', message: messages.orderAlreadyCancelled },
  awaiting_review: { severity: 'info', message: messages.orderInReview },
} as const;

/** 001 §2 payment: ?orderId= of the buyer's unpaid order; a missing id goes back to the application list. */
export default async function PaymentPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const orderId = orderIdParam(await searchParams);
  if (!orderId) redirect(paths.marketList);
  const { call } = await requireUser({ from: paymentPath(orderId), otherwise: 'login' });
  const loaded = await loadOrder(orderId, call);
  if (loaded.kind !== 'ok') return <OrderNotice title="订单支付" severity="error" message={loaded.message} />;
  const { order, status } = loaded;
  const config = publicConfig();
  const consoleOrders = consoleOrdersUrl(config.consoleUrl);
  if (status === 'paid' || status === 'cancelled' || status === 'awaiting_review') {
    const { severity, message } = settled[status];
    return (
      <OrderNotice
        title="订单支付"
        severity={severity}
        message={message}
        summary={<OrderSummary order={order} status={status} />}
        actions={
          <>
            {consoleOrders ? <ConsoleOrdersButton href={consoleOrders} /> : null}
            <Button variant={consoleOrders ? 'outlined' : 'contained'} href={paths.marketList}>
              {messages.backToApps}
            </Button>
          </>
        }
      />
    );
  }
  return (
    <PaymentScreen
      order={order}
      status={status}
      open={openPayChannels()}
      payee={<PayeeDetails payee={payeeAccount()} servicePhone={config.servicePhone} />}
      consoleOrdersUrl={consoleOrders}
    />
  );
}
