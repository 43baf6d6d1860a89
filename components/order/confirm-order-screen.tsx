import Alert from '@mui/material/Alert';
import Divider from '@mui/material/Divider';
import { messages } from '@/core/messages';
import { purchaseFigures, type Purchase, type PurchaseIds } from '@/lib/order/purchase-summary';
import { ConfirmOrderForm } from './confirm-order-form';
import { OrderFrame } from './order-frame';
import { OrderSteps, purchaseSteps } from './order-steps';
import { PurchaseDetails } from './purchase-details';
import { productPath } from '@/lib/routes';

/** 001 §2 confirm order: the purchase as the gateway prices it, the remark and the submit. */
export function ConfirmOrderScreen({ purchase, ids, canBuy }: { purchase: Purchase; ids: PurchaseIds; canBuy: boolean }) {
  return (
    <OrderFrame title="确认订单" steps={<OrderSteps steps={purchaseSteps} active={1} label="购买步骤" />}>
      <PurchaseDetails figures={purchaseFigures(purchase)} />
      <Divider sx={{ my: 3 }} />
      <ConfirmOrderForm ids={ids} canBuy={canBuy} backHref={productPath(ids.productId)} />
    </OrderFrame>
  );
}

/** The gateway could not be asked: say so, keep the way back. */
export function OrderUnavailable({ message }: { message: string }) {
  return (
    <OrderFrame title="确认订单">
      <Alert severity="error">{message || messages.loadFailed}</Alert>
    </OrderFrame>
  );
}
