import { z } from 'zod';
import { contract } from '@/core/contract';
import { captchaScene } from '@/core/contract/captcha';
import { call } from '@/lib/gateway/client';
import { answer, gatewayFailed, readJson } from '@/lib/http/answer';
import { clientIp } from '@/lib/http/client-ip';

/** A new slider challenge for the browser's widget (lib/captcha). */
export async function POST(request: Request) {
  const parsed = z.object({ scene: captchaScene }).safeParse(await readJson(request));
  if (!parsed.success) return answer({ ok: false, message: '参数有误' }, 400);
  const result = await call(contract.captcha.challenge, parsed.data, { clientIp: await clientIp() });
  return result.ok ? answer({ ok: true, data: result.data }) : gatewayFailed(result.error);
}
