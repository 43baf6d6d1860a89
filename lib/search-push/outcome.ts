/** The engines this portal pushes to; the label of their metrics and the key of their queues. */
export type Engine = 'baidu' | 'indexnow';

/**
 * What one push request came to, as the scheduler acts on it:
 * - ok: the engine took the batch (some URLs may be refused one by one: `rejected`); `remain` is what
 *   Baidu says is left of the day's quota.
 * - retry: 429, 5xx or no answer: the same URLs go again after a backoff (or the engine's Retry-After).
 * - quota: Baidu's day is spent: held until the next Beijing midnight.
 * - stop: the engine refuses this configuration (a token or key not valid): nothing more is sent until the
 *   process restarts with a corrected one; the URLs stay queued for it.
 * - reject: the engine refuses this batch as such (400, 422): sending it again would be refused again.
 */
export type PushOutcome =
  | { kind: 'ok'; rejected: string[]; remain?: number }
  | { kind: 'retry'; reason: string; retryAfterMs?: number }
  | { kind: 'quota'; reason: string }
  | { kind: 'stop'; reason: string }
  | { kind: 'reject'; reason: string };

/** One engine's protocol: how many URLs a request may carry and how one is sent. `send` never throws. */
export interface Channel {
  engine: Engine;
  batchLimit: number;
  send(urls: readonly string[]): Promise<PushOutcome>;
}

/** Retry-After in milliseconds: the header may carry seconds or an HTTP date. */
export function retryAfterMs(header: string | null, now = Date.now()): number | undefined {
  if (!header) return undefined;
  if (/^\d+$/.test(header.trim())) return Number(header.trim()) * 1000;
  const at = Date.parse(header);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

/** Why a request got no answer, without the address it went to: Baidu's carries the token in its query. */
export const networkReason = (error: unknown): string => (error instanceof Error ? error.message : String(error)).replace(/\?\S*/g, '');
