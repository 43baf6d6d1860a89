import { contract } from '@/core/contract';
import { answer, gatewayFailed } from '@/lib/http/answer';
import { messages } from '@/core/messages';
import { userCall } from '@/lib/session';

/** 000 §7 initdata: the user's prefix application (or null), reloaded after a submission. */
export async function GET() {
  const result = await userCall(contract.prefix.initData, {});
  if (!result.ok) return gatewayFailed(result.error, messages.loadFailed);
  return answer({ ok: true, data: result.data ?? null });
}
