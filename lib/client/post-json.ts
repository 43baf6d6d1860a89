import { commonMessages } from '@/core/messages/common';
import type { Door, DoorBody, Reply } from '@/lib/api/doors';
import { forgetOnForcedLogin } from './local-data';

/**
 * The browser's side of a door (lib/api/doors.ts): its body in, its typed answer or the refusal out, a
 * network failure as a refusal with `network`.
 */
export async function postJson<D extends Door>(door: D, body: DoorBody<D>, fallback: string = commonMessages.requestError, timeoutMs = 30_000): Promise<Reply<D>> {
  try {
    const response = await fetch(door, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
    // The route answers through `accepted` or a refusal helper (lib/http/answer.ts), so this is the door's shape.
    const answer = (await response.json().catch(() => ({}))) as Reply<D>;
    if (answer.relogin === true) forgetOnForcedLogin();
    const ok = response.ok && answer.ok !== false;
    return { ...answer, ok, message: answer.message ?? (ok ? undefined : fallback), network: false } as Reply<D>;
  } catch {
    return { ok: false, message: fallback, network: true };
  }
}
