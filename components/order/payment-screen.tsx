'use client';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import { useCallback, useState, type ReactNode } from 'react';
import { messages } from '@/lib/messages';
import type { OpenChannels } from '@/lib/order/pay-channels';
import { CancelOrderButton } from './cancel-order-button';
import { OrderFrame } from './order-frame';
import { OrderSteps, purchaseSteps } from './order-steps';
import { PaymentMethods } from './payment-methods';

/**
 * The payment page's moving part: the step bar, the ways to pay and cancel; once a QR payment is
 * confirmed, the finished step instead (001 §4).
 */
export function PaymentScreen(props: { orderId: number; amount: number; open: OpenChannels; summary: ReactNode; payee: ReactNode; consoleOrdersUrl: string }) {
  const [paid, setPaid] = useState(false);
  const onPaid = useCallback(() => setPaid(true), []);
  return (
    <OrderFrame title="订单支付" steps={<OrderSteps steps={purchaseSteps} active={paid ? 3 : 2} label="购买步骤" />}>
      {props.summary}
      <Divider sx={{ my: 3 }} />
      {paid ? (
        <Stack spacing={2}>
          <Alert severity="success">{messages.payResultPaid}</Alert>
          <Stack direction="row" spacing={1.5}>
            <Button variant="contained" href={props.consoleOrdersUrl}>
              {messages.goConsoleOrders}
            </Button>
            <Button variant="outlined" href="/home">
              {messages.backHome}
            </Button>
          </Stack>
        </Stack>
      ) : (
        <>
          {props.payee}
          <Divider sx={{ my: 3 }} />
          <PaymentMethods orderId={props.orderId} amount={props.amount} open={props.open} onPaid={onPaid} />
          <Divider sx={{ my: 3 }} />
          <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
            <CancelOrderButton orderId={props.orderId} />
          </Stack>
        </>
      )}
    </OrderFrame>
  );
}
