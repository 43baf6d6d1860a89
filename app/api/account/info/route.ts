import { contract } from '@/core/contract';
import { answer, gatewayFailed } from '@/lib/http/answer';
import { messages } from '@/core/messages';
import { notSignedIn, signedIn, userCall } from '@/lib/session';
import { toUserSummary } from '@/lib/session/user';

/** 001 §7 personal information (basicInfo with the avatar). */
export async function GET() {
  const session = await signedIn();
  if (!session.ok) return session.response;
  // A session that does not name its user cannot reach the account: as good as none.
  const { userId } = session.user;
  if (!userId) return notSignedIn();
  const result = await userCall(contract.account.userInfo, { level: 1, userId });
  if (!result.ok) return gatewayFailed(result.error, messages.infoFailed);
  return answer({ ok: true, user: toUserSummary(result.data) });
}
