import { contract } from '@/core/contract';
import { answer, gatewayFailed, limitHeaders } from '@/lib/http/answer';
import { format, messages } from '@/core/messages';
import { privateImageUrl } from '@/lib/prefix/request';
import { clientIp } from '@/lib/http/client-ip';
import { signedIn, userCall } from '@/lib/session';
import { prefixImageLimits, prefixUploadProblem, type PrefixImageKind } from '@/lib/validation/prefix-upload';

/** 000 §7 uploadForPrivate: a licence (1 MB) or ID image (300 KB); the gateway checks the content. */
export async function POST(request: Request) {
  const kind: PrefixImageKind = new URL(request.url).searchParams.get('kind') === 'id' ? 'id' : 'license';
  const limit = prefixImageLimits[kind];
  const session = await signedIn();
  if (!session.ok) return session.response;
  if (Number(request.headers.get('content-length') ?? 0) > limit.bytes + 64 * 1024) {
    return answer({ ok: false, message: format(messages.imageTooLarge, { limit: limit.label }) }, 413);
  }
  const form = await request.formData().catch(() => undefined);
  const file = form?.get('file');
  if (!(file instanceof File)) return answer({ ok: false, message: messages.uploadFailed }, 400);
  const problem = prefixUploadProblem(file, kind);
  if (problem) return answer({ ok: false, message: problem }, 422);
  const result = await userCall(contract.prefix.upload, { file }, { clientIp: await clientIp() });
  if (!result.ok) {
    const { kind: errorKind, message } = result.error;
    if (errorKind === 'auth') return gatewayFailed(result.error);
    // 000 §8: the server's message or 'upload failed'; a service error has its own words.
    const text = errorKind === 'gateway' ? message?.trim() || messages.uploadFailed : messages.uploadServiceError;
    const status = errorKind !== 'gateway' ? 502 : result.error.status === 429 ? 429 : 422;
    return answer({ ok: false, message: text }, status, limitHeaders(result.error));
  }
  const fileName = result.data.fileName ?? '';
  if (!/^[a-f0-9]{32}\.(?:jpg|png|bmp)$/.test(fileName)) return answer({ ok: false, message: messages.uploadServiceError }, 502);
  return answer({ ok: true, data: { fileName, url: privateImageUrl(fileName), name: file.name.slice(0, 255) } });
}
