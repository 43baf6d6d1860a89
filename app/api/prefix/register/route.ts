import { contract } from '@/core/contract';
import { call } from '@/lib/gateway/client';
import { accepted, answer, gatewayFailed, invalid, readJson } from '@/lib/http/answer';
import { messages } from '@/core/messages';
import { toRegisterRequest } from '@/lib/prefix/request';
import { clientIp } from '@/lib/http/client-ip';
import { signedIn, userCall } from '@/lib/session';
import { prefixFormSchema } from '@/lib/validation/prefix';

/** 000 §7 register: the form checked again with its own schema, then sent as the wire wants it. */
export async function POST(request: Request) {
  const session = await signedIn();
  if (!session.ok) return session.response;
  const parsed = prefixFormSchema.safeParse(await readJson(request));
  if (!parsed.success) return invalid(parsed.error);
  const nodes = await call(contract.dictionary.secondNodes, {});
  if (!nodes.ok) return gatewayFailed(nodes.error, messages.operationFailed);
  const node = nodes.data.find((n) => String(n.id) === parsed.data.secondNodeId);
  if (!node) return answer({ ok: false, fieldErrors: { secondNodeId: messages.secondNodeRequired }, message: messages.secondNodeRequired }, 422);
  const result = await userCall(contract.prefix.register, toRegisterRequest(parsed.data, node, parsed.data.captcha!), { clientIp: await clientIp() });
  if (!result.ok) return gatewayFailed(result.error, messages.operationFailed);
  return accepted('/api/prefix/register', { message: messages.operationOk });
}
