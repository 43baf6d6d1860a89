import { contract } from '@/core/contract';
import { messages } from '@/core/messages';
import { accepted, gatewayFailed, invalid, readJson } from '@/lib/http/answer';
import { clientIp } from '@/lib/http/client-ip';
import { endSession, signedIn, userCall } from '@/lib/session';
import { cancelSchema } from '@/lib/validation/register';

/** Cancels the account (注销, issue 62 item 1), after its SMS code and the slider; the session ends with it. */
export async function POST(request: Request) {
  const session = await signedIn();
  if (!session.ok) return session.response;
  const parsed = cancelSchema.safeParse(await readJson(request));
  if (!parsed.success) return invalid(parsed.error);
  const { phoneNo, verifiyCode, captcha } = parsed.data;
  const result = await userCall(contract.account.cancel, { phoneNo, verifiyCode, ...captcha! }, { clientIp: await clientIp() });
  if (!result.ok) return gatewayFailed(result.error, messages.operationFailed);
  await endSession();
  return accepted('/api/account/cancel', { message: messages.cancelDone });
}
