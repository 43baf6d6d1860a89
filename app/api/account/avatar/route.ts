import { contract } from '@/lib/contract';
import { answer, gatewayFailed } from '@/lib/http/answer';
import { messages } from '@/lib/messages';
import { clientIp, persist, userCall } from '@/lib/session/auth';
import { readSession } from '@/lib/session/session';
import { avatarLimitBytes, avatarProblem } from '@/lib/validation/image';

/** 001 §5 avatar: jpeg, png or bmp under 1 MB, uploaded then set as the portrait. */
export async function POST(request: Request) {
  const session = await readSession();
  const userId = session.user?.userId;
  if (!userId) return answer({ ok: false, message: messages.sessionExpired, relogin: true }, 401);
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
  session.user = { ...session.user!, portrait: uploaded.data.fullUrl };
  // Saved with the lifetime the login chose (30 days when remembered).
  await persist(session);
  return answer({ ok: true, url: uploaded.data.fullUrl });
}
