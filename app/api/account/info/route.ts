import { contract } from '@/core/contract';
import { answer, gatewayFailed } from '@/lib/http/answer';
import { messages } from '@/core/messages';
import { currentUser, userCall } from '@/lib/session';
import { toUserSummary } from '@/lib/session/user';

/** 001 §7 personal information (basicInfo with the avatar). */
export async function GET() {
  const current = await currentUser();
  const userId = current.status === 'guest' ? undefined : current.user.userId;
  if (!userId) return answer({ ok: false, message: messages.sessionExpired, relogin: true }, 401);
  const result = await userCall(contract.account.userInfo, { level: 1, userId });
  if (!result.ok) return gatewayFailed(result.error, messages.infoFailed);
  return answer({ ok: true, user: toUserSummary(result.data) });
}
