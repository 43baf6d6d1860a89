import { contract } from '@/core/contract';
import { accepted, gatewayFailed, invalid, readJson } from '@/lib/http/answer';
import { messages } from '@/core/messages';
import { userCall } from '@/lib/session';
import { orderIdSchema } from '@/lib/validation/order';

/** Cancel order (001 §4): only while unpaid; the gateway says why not otherwise. */
export async function POST(request: Request) {
  const parsed = orderIdSchema.safeParse(await readJson(request));
  if (!parsed.success) return invalid(parsed.error);
  const result = await userCall(contract.order.cancel, { id: parsed.data.orderId });
  if (!result.ok) return gatewayFailed(result.error);
  return accepted('/api/order/cancel', { message: messages.orderCancelled });
}
