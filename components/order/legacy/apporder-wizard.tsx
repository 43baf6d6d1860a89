'use client';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useRef, useState } from 'react';
import { postJson } from '@/lib/client/post-json';
import type { ProductDetail } from '@/core/contract';
import { commonMessages } from '@/core/messages/common';
import { orderMessages } from '@/core/messages/order';
import { pickPurchase, purchaseFigures } from '@/lib/order/purchase-summary';
import { CancelOrderButton } from '../cancel-order-button';
import { ConsoleOrdersButton } from '../console-orders-button';
import { OrderSteps, legacyStages } from '../order-steps';
import { PrefixNeeded } from '../prefix-needed';
import { PurchaseDetails } from '../purchase-details';
import { newTransactionId } from '../transaction-id';
import { WechatPay } from '../wechat-pay';
import { DurationChoice } from './duration-choice';
import { paths } from '@/lib/routes';

const wizardSteps = [orderMessages.legacyStepDuration, orderMessages.legacyStepConfirmPay, orderMessages.legacyStepWaiting, orderMessages.legacyStepFinished];

/**
 * The legacy order wizard (001 §4): 1 choose duration, 2 confirm and pay, 3 waiting (the WeChat QR,
 * polled), 4 payment finished; the six stages above it.
 */
export function ApporderWizard({ product, packageId, canBuy, consoleOrdersUrl }: { product: ProductDetail; packageId: number; canBuy: boolean; consoleOrdersUrl: string | null }) {
  const pkg = product.packageDetailsResponse?.find((p) => p.id === packageId);
  const prices = pkg?.pricesResponse ?? [];
  const [step, setStep] = useState(0);
  const [priceId, setPriceId] = useState<number | null>((prices.find((p) => p.isDefault) ?? prices[0])?.id ?? null);
  const [order, setOrder] = useState<{ id: number; amount: number } | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const transactionId = useRef<string | null>(null);
  const purchase = priceId !== null ? pickPurchase(product, { packageId, priceId }) : undefined;
  const onPaid = () => setStep(3);

  async function confirm() {
    if (!purchase || busy || priceId === null) return;
    setBusy(true);
    setProblem(null);
    transactionId.current ??= newTransactionId();
    const answer = await postJson('/api/order/save', { productId: product.id, packageId, priceId, remark: '', transactionId: transactionId.current });
    setBusy(false);
    if (!answer.ok) return setProblem(answer.message ?? commonMessages.requestError);
    setOrder({ id: answer.orderId, amount: purchase.price.price });
    setStep(answer.free ? 3 : 2);
  }

  return (
    <Stack spacing={2}>
      <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 3 } }}>
        <OrderSteps steps={legacyStages} active={step} label="订单阶段" />
      </Paper>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <OrderSteps steps={wizardSteps} active={step === 3 ? 4 : step} label="下单步骤" />
        <Divider sx={{ my: 3 }} />
        {!canBuy ? <PrefixNeeded sx={{ mb: 2 }} /> : null}
        {step === 0 ? (
          <Stack spacing={3}>
            <DurationChoice
              prices={prices}
              value={priceId}
              onChange={(id) => {
                setPriceId(id);
                // Another duration is another confirmation.
                transactionId.current = null;
              }}
            />
            <Button variant="contained" disabled={!purchase} onClick={() => setStep(1)} sx={{ alignSelf: 'flex-start' }}>
              {orderMessages.nextStep}
            </Button>
          </Stack>
        ) : null}
        {step === 1 && purchase ? (
          <Stack spacing={3}>
            <PurchaseDetails figures={purchaseFigures(purchase)} />
            {problem ? <Alert severity="error">{problem}</Alert> : null}
            <Stack direction="row" spacing={1.5}>
              <Button variant="outlined" onClick={() => setStep(0)} disabled={busy}>
                {orderMessages.previousStep}
              </Button>
              <Button variant="contained" onClick={confirm} disabled={busy || !canBuy}>
                {orderMessages.legacyStepConfirmPay}
              </Button>
            </Stack>
          </Stack>
        ) : null}
        {step === 2 && order ? (
          <Stack spacing={3}>
            <WechatPay orderId={order.id} amount={order.amount} onPaid={onPaid} />
            <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
              <CancelOrderButton orderId={order.id} />
            </Stack>
          </Stack>
        ) : null}
        {step === 3 ? (
          <Stack spacing={2}>
            <Alert severity="success">{order && order.amount === 0 ? orderMessages.payResultFree : orderMessages.payResultPaid}</Alert>
            {/* Without a configured console there is nothing to send the buyer to: the way back to the list instead. */}
            <Stack direction="row">
              {consoleOrdersUrl ? (
                <ConsoleOrdersButton href={consoleOrdersUrl} />
              ) : (
                <Button variant="contained" href={paths.marketList}>
                  {orderMessages.backToApps}
                </Button>
              )}
            </Stack>
          </Stack>
        ) : null}
      </Paper>
    </Stack>
  );
}
