import { contract } from '@/core/contract';
import { messages } from '@/core/messages';
import { call } from '@/lib/gateway/client';
import { accepted, answer, gatewayFailed, readJson } from '@/lib/http/answer';

/** Checks the drag; the proof goes back to the page, which spends it on the protected call. */
export async function POST(request: Request) {
  const parsed = contract.captcha.solve.request.safeParse(await readJson(request));
  if (!parsed.success) return answer({ ok: false, message: messages.sliderFailed }, 400);
  const result = await call(contract.captcha.solve, parsed.data);
  return result.ok ? accepted('/api/captcha/verify', { data: result.data }) : gatewayFailed(result.error);
}
