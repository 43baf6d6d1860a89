import { z } from 'zod';
import { messages } from '@/core/messages';
import { contract } from '@/core/contract';
import { captchaScene } from '@/core/contract/captcha';
import { call } from '@/lib/gateway/client';
import { accepted, answer, gatewayFailed, readJson } from '@/lib/http/answer';
import { clientIp } from '@/lib/http/client-ip';

/** A new slider challenge for the browser's widget (lib/captcha). */
export async function POST(request: Request) {
  const parsed = z.object({ scene: captchaScene }).safeParse(await readJson(request));
  if (!parsed.success) return answer({ ok: false, message: messages.badParameters }, 400);
  const result = await call(contract.captcha.challenge, parsed.data, { clientIp: await clientIp() });
  return result.ok ? accepted('/api/captcha/challenge', { data: result.data }) : gatewayFailed(result.error);
}
