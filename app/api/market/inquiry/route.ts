import { contract } from '@/core/contract';
import { accepted, gatewayFailed, invalid, readJson } from '@/lib/http/answer';
import { messages } from '@/core/messages';
import { clientIp } from '@/lib/http/client-ip';
import { signedIn, userCall } from '@/lib/session';
import { inquirySchema } from '@/lib/validation/inquiry';

/** 001 §7 price inquiry of a negotiable product, sent with the user's token; the form's own schema checks it. */
export async function POST(request: Request) {
  const parsed = inquirySchema.safeParse(await readJson(request));
  if (!parsed.success) return invalid(parsed.error);
  const session = await signedIn();
  if (!session.ok) return session.response;
  const { productId, packageId, price, ...form } = parsed.data;
  const sent = await userCall(contract.consult.inquiry, {
    ...form,
    ...(price ? { price } : {}),
    intentionProductReqs: [{ productId, packageProductId: packageId }],
  }, { clientIp: await clientIp() });
  if (!sent.ok) return gatewayFailed(sent.error);
  return accepted('/api/market/inquiry', { message: messages.inquiryOk });
}
