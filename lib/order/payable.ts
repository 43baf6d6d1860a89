import 'server-only';
import type { OrderDetail } from '@/core/contract';
import { answer, invalid, readJson } from '@/lib/http/answer';
import { messages } from '@/core/messages';
import { loadOrder } from './load-order';
import { orderIdSchema } from '@/lib/validation/order';
import { isUnpaid } from '@/core/order/status';

const refusals = {
  paid: messages.orderAlreadyPaid,
  cancelled: messages.orderAlreadyCancelled,
  awaiting_review: messages.orderInReview,
} as const;

/** The order, when it can still be paid; otherwise the answer that says why. */
export async function payableOrder(id: number): Promise<{ ok: true; order: OrderDetail } | { ok: false; response: Response }> {
  const loaded = await loadOrder(id);
  if (loaded.kind === 'relogin') return { ok: false, response: answer({ ok: false, message: messages.sessionExpired, relogin: true }, 401) };
  if (loaded.kind === 'missing') return { ok: false, response: answer({ ok: false, message: loaded.message }, 404) };
  if (loaded.kind === 'unavailable') return { ok: false, response: answer({ ok: false, message: loaded.message }, 502) };
  if (!isUnpaid(loaded.status)) return { ok: false, response: answer({ ok: false, message: refusals[loaded.status as keyof typeof refusals] }, 409) };
  return { ok: true, order: loaded.order };
}

/** A payment route's start: the `{ orderId }` body, then the order if it can be paid. */
export async function payableFromRequest(request: Request): Promise<{ ok: true; order: OrderDetail } | { ok: false; response: Response }> {
  const parsed = orderIdSchema.safeParse(await readJson(request));
  if (!parsed.success) return { ok: false, response: invalid(parsed.error) };
  return payableOrder(parsed.data.orderId);
}
