import { registerRequest } from '@/lib/account/requests';
import { contract } from '@/core/contract';
import { call } from '@/lib/gateway/client';
import { accepted, gatewayFailed, invalid, readJson } from '@/lib/http/answer';
import { messages } from '@/core/messages';
import { clientIp } from '@/lib/http/client-ip';
import { registerSchema } from '@/lib/validation/register';

/** 000 §7 register: the password travels base64-encoded, as the contract says. */
export async function POST(request: Request) {
  const parsed = registerSchema.safeParse(await readJson(request));
  if (!parsed.success) return invalid(parsed.error);
  const result = await call(contract.account.register, registerRequest(parsed.data), { clientIp: await clientIp() });
  if (!result.ok) return gatewayFailed(result.error, messages.operationFailed);
  return accepted('/api/account/register', { message: messages.registerOk });
}
