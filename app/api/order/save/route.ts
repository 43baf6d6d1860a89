import { contract } from '@/core/contract';
import { accepted, answer, gatewayFailed, invalid, readJson } from '@/lib/http/answer';
import { messages } from '@/core/messages';
import { canBuy, loadPurchase, orderSaveBody } from '@/lib/order/purchase';
import { signedIn, userCall } from '@/lib/session';
import { confirmOrderSchema } from '@/lib/validation/order';

/**
 * Confirm order (001 §3 order save). The page sends only which option and the remark; the payload is
 * built here from the gateway's price list and the session's company. The transactionId is the page's,
 * so a double click or a retry answers the order already made.
 */
export async function POST(request: Request) {
  const parsed = confirmOrderSchema.safeParse(await readJson(request));
  if (!parsed.success) return invalid(parsed.error);
  const session = await signedIn();
  if (!session.ok) return session.response;
  const { user } = session;
  if (!canBuy(user)) return answer({ ok: false, message: messages.orderNeedsPrefix }, 403);
  const { remark, transactionId, ...ids } = parsed.data;
  const loaded = await loadPurchase(ids);
  if (loaded.kind === 'missing') return answer({ ok: false, message: messages.noSuchApp }, 404);
  if (loaded.kind === 'unavailable') return answer({ ok: false, message: loaded.message }, 502);
  const saved = await userCall(contract.order.save, orderSaveBody(loaded.purchase, user, remark, transactionId));
  if (!saved.ok) return gatewayFailed(saved.error);
  const total = Number(saved.data.totalAmount ?? loaded.purchase.price.price);
  return accepted('/api/order/save', { orderId: saved.data.id, orderCode: saved.data.orderCode, free: total === 0 });
}
