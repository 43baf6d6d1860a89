import { contract } from '@/core/contract';
import { answer, gatewayFailed } from '@/lib/http/answer';
import { messages } from '@/core/messages';
import { clientIp } from '@/lib/http/client-ip';
import { notSignedIn, signedIn, updateSessionUser, userCall } from '@/lib/session';
import { avatarLimitBytes, avatarProblem } from '@/lib/validation/image';

/** 001 §5 avatar: jpeg, png or bmp under 1 MB, uploaded then set as the portrait. */
export async function POST(request: Request) {
  const session = await signedIn();
  if (!session.ok) return session.response;
  // A session that does not name its user cannot reach the account: as good as none.
  const { userId } = session.user;
  if (!userId) return notSignedIn();
  if (Number(request.headers.get('content-length') ?? 0) > avatarLimitBytes + 64 * 1024) return answer({ ok: false, message: messages.avatarTooLarge }, 413);
  const form = await request.formData().catch(() => undefined);
  const file = form?.get('file');
  if (!(file instanceof File)) return answer({ ok: false, message: messages.uploadFailed }, 400);
  const problem = avatarProblem(file);
  if (problem) return answer({ ok: false, message: problem }, 422);
  const uploaded = await userCall(contract.account.uploadFile, { file }, { clientIp: await clientIp() });
  if (!uploaded.ok) return gatewayFailed(uploaded.error, messages.uploadFailed);
  const updated = await userCall(contract.account.updateInfo, { userId, portrait: uploaded.data.fullUrl });
  if (!updated.ok) return gatewayFailed(updated.error, messages.avatarFailed);
  await updateSessionUser({ portrait: uploaded.data.fullUrl });
  return answer({ ok: true, url: uploaded.data.fullUrl });
}
