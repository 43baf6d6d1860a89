import { contract } from '@/core/contract';
import { answer, gatewayFailed } from '@/lib/http/answer';
import { format, messages } from '@/core/messages';
import { clientIp } from '@/lib/http/client-ip';
import { userCall } from '@/lib/session';
import { imageTypeProblem } from '@/lib/validation/image';
import { proofLimitBytes, proofLimitLabel } from '@/lib/validation/order';

/** One payment proof image: jpeg, png or bmp, at most 10 MB; the gateway checks the bytes themselves. */
export async function POST(request: Request) {
  const tooLarge = format(messages.imageTooLarge, { limit: proofLimitLabel });
  if (Number(request.headers.get('content-length') ?? 0) > proofLimitBytes + 64 * 1024) return answer({ ok: false, message: tooLarge }, 413);
  const form = await request.formData().catch(() => undefined);
  const file = form?.get('file');
  if (!(file instanceof File)) return answer({ ok: false, message: messages.uploadFailed }, 400);
  const typeProblem = imageTypeProblem(file.type);
  if (typeProblem) return answer({ ok: false, message: format(messages.imageType, { type: typeProblem }) }, 422);
  if (file.size > proofLimitBytes) return answer({ ok: false, message: tooLarge }, 422);
  const uploaded = await userCall(contract.account.uploadFile, { file }, { clientIp: await clientIp() });
  if (!uploaded.ok) return gatewayFailed(uploaded.error, messages.uploadFailed);
    // A real gateway may answer only the address; its last segment is the stored name.
  const fileName = uploaded.data.fileName ?? uploaded.data.fullUrl.split('/').pop() ?? '';
  return answer({ ok: true, fileName, url: uploaded.data.fullUrl });
}
