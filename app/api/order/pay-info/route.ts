import { z } from 'zod';
import { contract } from '@/core/contract';
import { accepted, gatewayFailed, invalid, readJson } from '@/lib/http/answer';
import { messages } from '@/core/messages';
import { userCall } from '@/lib/session';
import { chinaDate, payInfoSchema } from '@/lib/validation/order';

/** 001 §3 offline payment info, once per order: the form's own schema, then the gateway. */
export async function POST(request: Request) {
  // The payer's today is China's; a day of slack for a browser ahead of the server's clock.
  const today = chinaDate(new Date(Date.now() + 86_400_000));
  const parsed = payInfoSchema({ today }).extend({ orderId: z.number().int().positive() }).safeParse(await readJson(request));
  if (!parsed.success) return invalid(parsed.error);
  const f = parsed.data;
  const result = await userCall(contract.order.savePayInfo, {
    orderId: f.orderId,
    depositBank: f.depositBank,
    bankAccountName: f.bankAccountName,
    bankNo: f.bankNo,
    payAmount: f.payAmount,
    payTime: f.payTime,
    payPicture: f.proofs.map((p) => p.fileName).join(','),
    realPayPicture: f.proofs.map((p) => p.url),
  });
  if (!result.ok) return gatewayFailed(result.error);
  return accepted('/api/order/pay-info', { message: messages.submitOk });
}
