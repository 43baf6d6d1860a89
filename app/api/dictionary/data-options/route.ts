import { dataOptions } from '@/lib/dictionary/data-options';
import { answer } from '@/lib/http/answer';
import type { DataOptionsAnswer } from '@/lib/identifier/data-options-api';
import { messages } from '@/core/messages';
import { userToken } from '@/lib/session';

/** The AI-production view's data options (000 §7 …/intelligentproduction/dataoption), for its tabs. */
export async function GET() {
  const state = await userToken();
  const result = await dataOptions(state.status === 'ok' || state.status === 'stale' ? state.token : undefined);
  if (!result.ok) {
    // A dictionary that cannot be read ends no session: the view says so and offers a retry.
    const message = (result.error.kind === 'gateway' && result.error.message?.trim()) || messages.loadFailed;
    return answer({ ok: false, message } satisfies DataOptionsAnswer, 502);
  }
  return Response.json({ ok: true, data: result.data } satisfies DataOptionsAnswer, { headers: { 'Cache-Control': 'private, max-age=3600' } });
}
