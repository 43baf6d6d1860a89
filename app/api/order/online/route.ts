import { contract } from '@/core/contract';
import { env, publicConfig } from '@/lib/config/env';
import { accepted, gatewayFailed } from '@/lib/http/answer';
import { returnOrigin } from '@/lib/http/return-origin';
import { payableFromRequest } from '@/lib/order/payable';
import { toCents } from '@/core/order/pricing';
import { userCall } from '@/lib/session';
import { payResultPath } from '@/lib/routes';

/** Online payment (001 §7 humi order create): amounts in cents; the browser then goes to pageUrl. */
export async function POST(request: Request) {
  const payable = await payableFromRequest(request);
  if (!payable.ok) return payable.response;
  const { order } = payable;
  const cents = toCents(order.totalAmount ?? 0);
  const e = env();
  const created = await userCall(contract.order.onlinePay, {
    payeeUserNo: e.ONLINE_PAY_PAYEE_NO,
    channelCode: e.ONLINE_PAY_CHANNEL,
    bizOrderNo: order.orderCode,
    orderAmount: cents,
    payAmount: cents,
    paymentMethod: e.ONLINE_PAY_METHOD,
    poundageAmount: 0,
    // Back to the address the buyer is using, not SITE_URL's: another one is blocked by form-action (return-origin.ts).
    redirectUrl: new URL(payResultPath(order.id), returnOrigin(request.headers.get('origin'), publicConfig().siteUrl)).toString(),
  });
  if (!created.ok) return gatewayFailed(created.error);
  return accepted('/api/order/online', { pageUrl: created.data.pageUrl });
}
