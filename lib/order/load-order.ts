import 'server-only';
import { contract, type OrderDetail } from '@/core/contract';
import { userMessage } from '@/lib/gateway/user-message';
import { messages } from '@/core/messages';
import { userCall as handlerCall, type UserCall } from '@/lib/session';
import { statusOfCode, type OrderStatus } from '@/core/order/status';

export type LoadedOrder =
  | { kind: 'ok'; order: OrderDetail; status: OrderStatus }
  | { kind: 'missing'; message: string }
  | { kind: 'relogin'; message: string }
  | { kind: 'unavailable'; message: string };

/**
 * The buyer's order from the gateway; someone else's is 'missing' as the gateway says. Pages pass their
 * requireUser().call (which sends a refused visitor to login itself); route handlers leave it out.
 */
export async function loadOrder(id: number, userCall: UserCall = handlerCall): Promise<LoadedOrder> {
  const result = await userCall(contract.order.detail, { id });
  if (!result.ok) {
    if (result.error.kind === 'auth') return { kind: 'relogin', message: messages.sessionExpired };
    if (result.error.kind === 'gateway' && result.error.status && result.error.status < 500) return { kind: 'missing', message: messages.orderNotFound };
    return { kind: 'unavailable', message: userMessage(result.error) };
  }
  const status = statusOfCode(result.data.status ?? undefined) ?? 'created';
  return { kind: 'ok', order: result.data, status };
}

/** ?orderId= as a number, or undefined. */
export function orderIdParam(params: Record<string, string | string[] | undefined>): number | undefined {
  const value = params.orderId;
  return typeof value === 'string' && /^\d{1,12}$/.test(value) && Number(value) > 0 ? Number(value) : undefined;
}
