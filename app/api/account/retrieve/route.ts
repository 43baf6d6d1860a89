import { retrieveRequest } from '@/lib/account/requests';
import { contract } from '@/core/contract';
import { call } from '@/lib/gateway/client';
import { accepted, gatewayFailed, invalid, readJson } from '@/lib/http/answer';
import { messages } from '@/core/messages';
import { clientIp } from '@/lib/http/client-ip';
import { resetSchema } from '@/lib/validation/register';

/** 000 §7 find password: type 1, the new password base64-encoded. */
export async function POST(request: Request) {
  const parsed = resetSchema.safeParse(await readJson(request));
  if (!parsed.success) return invalid(parsed.error);
  const result = await call(contract.account.retrievePassword, retrieveRequest(parsed.data), { clientIp: await clientIp() });
  if (!result.ok) return gatewayFailed(result.error, messages.retrieveFailed);
  return accepted('/api/account/retrieve', { message: messages.retrieveOk });
}
