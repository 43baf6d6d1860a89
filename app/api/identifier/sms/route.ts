import { z } from 'zod';
import { contract } from '@/core/contract';
import { mobile, sceneCode } from '@/core/contract/common';
import { identifierCode } from '@/core/contract/identifier';
import { call } from '@/lib/gateway/client';
import { userMessage } from '@/lib/gateway/user-message';
import { rememberVerifiedPhone } from '@/lib/identifier/verified-phones';
import { messages } from '@/core/messages';
import { limitHeaders } from '@/lib/http/answer';
import { clientIp } from '@/lib/http/client-ip';
import { captchaProof } from '@/lib/validation/account-fields';

const sceneRef = z.union([z.number().int().nonnegative(), z.string().regex(/^[A-Za-z0-9_.-]{1,64}$/)]);
const body = z.discriminatedUnion('effect', [
  z.strictObject({ effect: z.literal('SEND'), identifier: identifierCode, sceneConfId: sceneRef, mobile, captcha: captchaProof }),
  z.strictObject({ effect: z.literal('VERIFY'), identifier: identifierCode, sceneConfId: sceneRef, mobile, verifyCode: sceneCode }),
]);

const json = (answer: object, status = 200, headers: Record<string, string> = {}) => Response.json(answer, { status, headers: { 'Cache-Control': 'private, no-store', ...headers } });

/** Sends or checks the SMS code in front of monitoring and remote operations (000 §2, §7). */
export async function POST(request: Request) {
  const parsed = body.safeParse(await request.json().catch(() => undefined));
  if (!parsed.success) {
    const field = String(parsed.error.issues[0]?.path[0] ?? '');
    const message = ({ verifyCode: messages.codeEnter, mobile: messages.phoneInvalid, captcha: messages.sliderRequired } as Record<string, string>)[field] ?? messages.requestError;
    return json({ ok: false, message }, 400);
  }
  const { data } = parsed;
  const input = data.effect === 'SEND' ? { effect: data.effect, identifier: data.identifier, sceneConfId: data.sceneConfId, mobile: data.mobile, ...data.captcha! } : data;
  const result = await call(contract.identifier.detail, input, { clientIp: await clientIp() });
  if (!result.ok) {
    const disabled = String(result.error.code) === '900';
    return json({ ok: false, message: userMessage(result.error), disabled }, result.error.status && result.error.status < 500 ? result.error.status : 502, limitHeaders(result.error));
  }
  if (parsed.data.effect === 'VERIFY') {
    await rememberVerifiedPhone(parsed.data.identifier, parsed.data.mobile);
    return json({ ok: true, data: result.data });
  }
  return json({ ok: true });
}
