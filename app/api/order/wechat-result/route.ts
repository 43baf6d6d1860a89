import { contract } from '@/core/contract';
import { answer } from '@/lib/http/answer';
import { messages } from '@/core/messages';
import { orderIdParam } from '@/lib/order/load-order';
import { userCall } from '@/lib/session';

/**
 * One check of the WeChat result (001 §4). Paid only when success is true and the code is '200'; a
 * refusal coded NOTPAY is still waiting, PAYERROR failed. An outage is its own state, so the page says
 * so and keeps asking.
 */
export async function GET(request: Request) {
  const orderId = orderIdParam(Object.fromEntries(new URL(request.url).searchParams));
  if (!orderId) return answer({ state: 'error', message: messages.orderNotFound }, 400);
  const result = await userCall(contract.order.wechatResult, { orderId });
  if (result.ok) return answer({ state: String(result.code) === '200' ? 'paid' : 'pending' });
  const { kind, code, message, status } = result.error;
  if (kind === 'auth') return answer({ state: 'relogin', message: messages.sessionExpired }, 401);
  if (kind === 'gateway' && code === 'NOTPAY') return answer({ state: 'pending' });
  if (kind === 'gateway' && code === 'PAYERROR') return answer({ state: 'failed', message: messages.wechatFailed });
  if (kind === 'gateway' && status && status < 500) return answer({ state: 'error', message: message || messages.requestError });
  return answer({ state: 'unavailable', message: messages.pollTrouble }, 502);
}
