import 'server-only';
import { contract, type OrderDetail } from '@/lib/contract';
import { userMessage } from '@/lib/gateway/user-message';
import { messages } from '@/lib/messages';
import { userCall } from '@/lib/session/auth';
import { pageUserCall } from './page-call';
import { statusOfCode, type OrderStatus } from './status';

export type LoadedOrder =
  | { kind: 'ok'; order: OrderDetail; status: OrderStatus }
  | { kind: 'missing'; message: string }
  | { kind: 'relogin' }
  | { kind: 'unavailable'; message: string };

/**
 * The buyer's order from the gateway; someone else's is 'missing' as the gateway says. Pages pass
 * `page: true` (no cookie writes while rendering), route handlers leave it out.
 */
export async function loadOrder(id: number, { page = false } = {}): Promise<LoadedOrder> {
  const result = await (page ? pageUserCall : userCall)(contract.order.detail, { id });
  if (!result.ok) {
    if (result.error.kind === 'auth') return { kind: 'relogin' };
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
