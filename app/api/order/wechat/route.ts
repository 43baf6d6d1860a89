import { contract } from '@/core/contract';
import { publicConfig } from '@/lib/config/env';
import { qrDataUrl } from '@/lib/identifier/qr';
import { accepted, gatewayFailed } from '@/lib/http/answer';
import { returnOrigin } from '@/lib/http/return-origin';
import { payableFromRequest } from '@/lib/order/payable';
import { toCents } from '@/core/order/pricing';
import { userCall } from '@/lib/session';

/** WeChat native (001 §7): place the order in cents, answer code_url drawn as a QR code by `qrcode`. */
export async function POST(request: Request) {
  const payable = await payableFromRequest(request);
  if (!payable.ok) return payable.response;
  const { order } = payable;
  const line = order.orderDetails?.[0];
  const description = [line?.productName, line?.packageName].filter(Boolean).join('-') || `订单${order.orderCode}`;
  const placed = await userCall(contract.order.wechatPlaceOrder, {
    description: description.slice(0, 127),
    out_trade_no: order.orderCode,
    amount: { total: toCents(order.totalAmount ?? 0) },
  });
  if (!placed.ok) return gatewayFailed(placed.error);
  const codeUrl = placed.data.code_url;
  // The sandbox answers a path of this site; the code must carry the full address to be scanned: the
  // one this buyer reached the portal at, which a phone on the same network can reach too.
  const sandbox = codeUrl.startsWith('/api/pay-sandbox/');
  const scanned = sandbox ? new URL(codeUrl, returnOrigin(request.headers.get('origin'), publicConfig().siteUrl)).toString() : codeUrl;
  return accepted('/api/order/wechat', { qr: await qrDataUrl(scanned), sandboxUrl: sandbox ? codeUrl : null });
}
