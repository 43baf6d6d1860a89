import { changePasswordRequest } from '@/lib/account/requests';
import { contract } from '@/core/contract';
import { accepted, gatewayFailed, invalid, readJson } from '@/lib/http/answer';
import { messages } from '@/core/messages';
import { clientIp } from '@/lib/http/client-ip';
import { userCall } from '@/lib/session';
import { changePasswordSchema } from '@/lib/validation/register';

/**
 * 001 §7 password change; the gateway ends the user's other sessions. The visitor's address goes along:
 * wrong old passwords count toward the lockout of the network they came from (decision 0048).
 */
export async function POST(request: Request) {
  const parsed = changePasswordSchema.safeParse(await readJson(request));
  if (!parsed.success) return invalid(parsed.error);
  const result = await userCall(contract.account.updatePassword, changePasswordRequest(parsed.data), { clientIp: await clientIp() });
  if (!result.ok) return gatewayFailed(result.error, messages.changePasswordFailed);
  return accepted('/api/account/password', { message: messages.passwordChanged });
}
