import { RateLimiterMemory } from 'rate-limiter-flexible';
import { z } from 'zod';
import { checkRevalidation, revalidateHeaders } from '@/core/identifier/revalidate-signature';
import { format, messages } from '@/core/messages';
import { portalMetrics } from '@/lib/metrics/families';
import { validIdentifier } from './validate';

// Up to 1,000 a call: a recall of a part in 100,000 items reaches every page in 100 calls, within the
// limit below in under two minutes (decision 0042).
const body = z.object({ identifiers: z.array(z.string().refine(validIdentifier)).min(1).max(1_000) });

// 60 refused calls a minute per caller (all callers share one budget without a trusted proxy): a flood of
// unsigned calls costs one HMAC each at most, then a 429 before the body is read. Signed calls are not
// counted: a recall's fan-out sends 120 of them in a row (decision 0042), each now a few hash writes.
const refusedPerMinute = 60;

const refusals = { unsigned: messages.identifierRevalidateUnsigned, 'bad-signature': messages.identifierRevalidateBadSignature, expired: messages.identifierRevalidateExpired };

function reply(status: number, message: string, extra: object = {}, headers: Record<string, string> = {}) {
  return Response.json({ ok: status === 200, message, ...extra }, { status, headers: { 'Cache-Control': 'no-store', ...headers } });
}

export interface RevalidationCall {
  /** REVALIDATE_SECRET; unset, the door is closed. */
  secret: string | undefined;
  /** Whose refusals are counted: the caller's address, or 'all' without one. */
  caller: string;
  nowMs?: number;
}

/**
 * `POST /api/revalidate` (README, "Instant invalidation") without Next around it: the route hands it the
 * request, the secret and the caller, and `revalidate` is what makes the pages render anew. One door,
 * one refusal budget.
 */
export function revalidationDoor(revalidate: (identifiers: readonly string[]) => void) {
  const limiter = new RateLimiterMemory({ points: refusedPerMinute, duration: 60 });
  return async function answer(request: Request, call: RevalidationCall): Promise<Response> {
    const { secret, caller } = call;
    if (!secret) return reply(404, messages.identifierRevalidateOff);
    const spent = await limiter.get(caller);
    if (spent && spent.consumedPoints >= refusedPerMinute) {
      portalMetrics().limitRefusals.inc({ door: 'revalidate' });
      return reply(429, messages.identifierRevalidateLimited, {}, { 'Retry-After': String(Math.ceil(spent.msBeforeNext / 1000)) });
    }
    const raw = await request.text();
    const checked = checkRevalidation(secret, {
      timestamp: request.headers.get(revalidateHeaders.timestamp),
      signature: request.headers.get(revalidateHeaders.signature),
      body: raw,
      nowMs: call.nowMs ?? Date.now(),
    });
    if (!checked.ok) {
      await limiter.consume(caller).catch(() => undefined);
      return reply(401, refusals[checked.reason]);
    }
    let parsed;
    try {
      parsed = body.safeParse(JSON.parse(raw));
    } catch {
      parsed = undefined;
    }
    if (!parsed?.success) return reply(400, messages.identifierRevalidateBody);
    const identifiers = [...new Set(parsed.data.identifiers)];
    revalidate(identifiers);
    return reply(200, format(messages.identifierRevalidateDone, { count: identifiers.length }), { identifiers });
  };
}
