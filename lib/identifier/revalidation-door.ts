import { RateLimiterMemory } from 'rate-limiter-flexible';
import { z } from 'zod';
import type { SharedCacheOutcome } from '@/lib/cache/shared-tag-times';
import { checkRevalidation, revalidateHeaders, revalidateWindowSeconds } from '@/core/identifier/revalidate-signature';
import { format, messages } from '@/core/messages';
import { seenKeys } from '@/lib/cache/seen-keys';
import { revalidateBodyLimit } from '@/lib/http/body-limits';
import { readCappedText } from '@/lib/http/capped-body';
import { portalMetrics } from '@/lib/metrics/families';
import { validIdentifier } from './validate';

// Up to 1,000 a call: a recall of a part in 100,000 items reaches every page in 100 calls, within the
// limit below in under two minutes (decision 0042).
const body = z.object({ identifiers: z.array(z.string().refine(validIdentifier)).min(1).max(1_000) });

// The body is read before anything says who sent it, so it is read only this far (lib/http/body-limits.ts).
export { revalidateBodyLimit };
const bodyLimitLabel = '1 MB';

// Signatures already served, each until its timestamp leaves the 5-minute window (after which the
// signature check refuses it anyway). Per process, as this door's refusal budget is (decision 0036 keeps
// the portal's limits in memory): behind several instances a captured call can be replayed once on each,
// which costs each one render per identifier and no more. 50,000 (a few MB) is far above what the
// gateway sends in ten minutes (a recall's fan-out is about 120 calls in 26 s, decision 0042); past it
// the oldest are forgotten first. Only checked signatures are kept, so nobody else can fill it.
const rememberedSignatures = 50_000;

// 60 refused calls a minute per caller (all callers share one budget without a trusted proxy): a flood of
// unsigned calls costs one HMAC each at most, then a 429 before the body is read. Signed calls are not
// counted: a recall's fan-out sends 120 of them in a row (decision 0042), each now a few hash writes.
const refusedPerMinute = 60;

const refusals = {
  unsigned: messages.identifierRevalidateUnsigned,
  'bad-signature': messages.identifierRevalidateBadSignature,
  expired: messages.identifierRevalidateExpired,
  'too-large': format(messages.identifierRevalidateTooLarge, { limit: bodyLimitLabel }),
  replayed: messages.identifierRevalidateReplayed,
};

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
 * request, the secret and the caller, and `revalidate` is what makes the pages render anew. Answers
 * 200; 404 without a secret; 429 once the caller's refusals are spent; 413 for a body over 1 MB (refused
 * by its Content-Length unread, or where it passes the limit); 401 unsigned, badly signed or outside
 * the window; 409 for a signature already served (a replay: the gateway's own retry signs anew with a new
 * timestamp, so only a copy is refused; 409 is the house's answer to a repeat, as for a used trade
 * number); 400 for another body. Each of these refusals but the 400 counts against the caller. One door,
 * one budget, one memory of signatures.
 */
export function revalidationDoor(revalidate: (identifiers: readonly string[]) => void | Promise<SharedCacheOutcome | void>) {
  const limiter = new RateLimiterMemory({ points: refusedPerMinute, duration: 60 });
  const served = seenKeys({ max: rememberedSignatures });
  const refuse = async (caller: string, status: number, reason: keyof typeof refusals) => {
    await limiter.consume(caller).catch(() => undefined);
    return reply(status, refusals[reason]);
  };
  return async function answer(request: Request, call: RevalidationCall): Promise<Response> {
    const { secret, caller } = call;
    const nowMs = call.nowMs ?? Date.now();
    if (!secret) return reply(404, messages.identifierRevalidateOff);
    const spent = await limiter.get(caller);
    if (spent && spent.consumedPoints >= refusedPerMinute) {
      portalMetrics().limitRefusals.inc({ door: 'revalidate' });
      return reply(429, messages.identifierRevalidateLimited, {}, { 'Retry-After': String(Math.ceil(spent.msBeforeNext / 1000)) });
    }
    const read = await readCappedText(request, revalidateBodyLimit);
    if (!read.ok) return refuse(caller, 413, 'too-large');
    const raw = read.text;
    const timestamp = request.headers.get(revalidateHeaders.timestamp);
    const signature = request.headers.get(revalidateHeaders.signature);
    const checked = checkRevalidation(secret, { timestamp, signature, body: raw, nowMs });
    if (!checked.ok) return refuse(caller, 401, checked.reason);
    // Checked, so the timestamp is digits and the signature exactly the expected one.
    if (!served.firstSight(signature!.trim(), (Number(timestamp) + revalidateWindowSeconds) * 1000, nowMs)) return refuse(caller, 409, 'replayed');
    let parsed;
    try {
      parsed = body.safeParse(JSON.parse(raw));
    } catch {
      parsed = undefined;
    }
    if (!parsed?.success) return reply(400, messages.identifierRevalidateBody);
    const identifiers = [...new Set(parsed.data.identifiers)];
    // Answered once the revalidation is where every instance sees it: the gateway counts a 200 as done.
    const sharedCache = await revalidate(identifiers);
    return reply(200, format(messages.identifierRevalidateDone, { count: identifiers.length }), sharedCache ? { identifiers, sharedCache } : { identifiers });
  };
}
