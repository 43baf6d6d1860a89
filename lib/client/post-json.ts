import { messages } from '@/core/messages';
import { forgetOnForcedLogin } from './local-data';

export interface PostAnswer<T = unknown> {
  ok: boolean;
  message?: string;
  code?: string | number | null;
  fieldErrors?: Record<string, string>;
  data?: T;
  [key: string]: unknown;
}

/** The browser's side of the door: JSON in, `{ ok, message }` out, a network failure as a value. */
export async function postJson<T = unknown>(url: string, body: unknown, fallback: string = messages.requestError, timeoutMs = 30_000): Promise<PostAnswer<T>> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const answer = (await response.json().catch(() => ({}))) as PostAnswer<T>;
    if (answer.relogin === true) forgetOnForcedLogin();
    return { ...answer, ok: response.ok && answer.ok !== false, message: answer.message ?? (response.ok ? undefined : fallback), network: false };
  } catch {
    return { ok: false, message: fallback, network: true };
  }
}
