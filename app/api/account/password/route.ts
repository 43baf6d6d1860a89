import { changePasswordRequest } from '@/lib/account/requests';
import { contract } from '@/core/contract';
import { accepted, gatewayFailed, invalid, readJson } from '@/lib/http/answer';
import { messages } from '@/core/messages';
import { userCall } from '@/lib/session';
import { changePasswordSchema } from '@/lib/validation/register';

/** 001 §7 password change; the gateway ends the user's other sessions. */
export async function POST(request: Request) {
  const parsed = changePasswordSchema.safeParse(await readJson(request));
  if (!parsed.success) return invalid(parsed.error);
  const result = await userCall(contract.account.updatePassword, changePasswordRequest(parsed.data));
  if (!result.ok) return gatewayFailed(result.error, messages.changePasswordFailed);
  return accepted('/api/account/password', { message: messages.passwordChanged });
}
