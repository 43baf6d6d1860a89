'use client';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import { useCallback, useState, type ReactNode } from 'react';
import type { OrderDetail } from '@/core/contract';
import { errorMessages } from '@/core/messages/errors';
import { orderMessages } from '@/core/messages/order';
import type { OpenChannels } from '@/lib/order/pay-channels';
import type { OrderStatus } from '@/core/order/status';
import { CancelOrderButton } from './cancel-order-button';
import { ConsoleOrdersButton } from './console-orders-button';
import { OrderFrame } from './order-frame';
import { OrderSummary } from './order-summary';
import { OrderSteps, purchaseSteps } from './order-steps';
import { PaymentMethods } from './payment-methods';
import { paths } from '@/lib/routes';

/**
 * The payment page's moving part: the order, the step bar, the ways to pay and cancel; once a QR payment
 * is confirmed, the finished step instead (001 §4). The order's status is held here, not drawn once by
 * the server, so every place that shows it changes together when the payment result arrives (issue 19
 * item 5: 订单状态 待支付 beside 支付成功 was two truths).
 */
export function PaymentScreen(props: {
  order: OrderDetail;
  status: OrderStatus;
  open: OpenChannels;
  payee: ReactNode;
  /** null without a configured console (CONSOLE_URL): then no link to it. */
  consoleOrdersUrl: string | null;
}) {
  const [status, setStatus] = useState(props.status);
  const paid = status === 'paid';
  const onPaid = useCallback(() => setStatus('paid'), []);
  // A placed QR code starts a payment at the gateway: a new order is 支付中 from then on.
  const onStarted = useCallback(() => setStatus((now) => (now === 'created' ? 'awaiting_payment' : now)), []);
  return (
    <OrderFrame title="订单支付" steps={<OrderSteps steps={purchaseSteps} active={paid ? 3 : 2} label="购买步骤" />}>
      <OrderSummary order={props.order} status={status} />
      <Divider sx={{ my: 3 }} />
      {paid ? (
        <Stack spacing={2}>
          <Alert severity="success">{orderMessages.payResultPaid}</Alert>
          <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1.5 }}>
            {props.consoleOrdersUrl ? (
              <ConsoleOrdersButton href={props.consoleOrdersUrl} />
            ) : (
              <Button variant="contained" href={paths.marketList}>
                {orderMessages.backToApps}
              </Button>
            )}
            <Button variant="outlined" href="/home">
              {errorMessages.backHome}
            </Button>
          </Stack>
        </Stack>
      ) : (
        <>
          {props.payee}
          <Divider sx={{ my: 3 }} />
          <PaymentMethods orderId={props.order.id} amount={Number(props.order.totalAmount ?? 0)} open={props.open} onPaid={onPaid} onStarted={onStarted} />
          <Divider sx={{ my: 3 }} />
          <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
            <CancelOrderButton orderId={props.order.id} />
          </Stack>
        </>
      )}
    </OrderFrame>
  );
}
