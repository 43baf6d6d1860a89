import type { IncomingMessage, ServerResponse } from 'node:http';
import { identifierFromPathname } from '@/lib/identifier/path';
import { busyScreenHtml, screenHeaders } from '@/lib/http/unavailable-page';
import { isConditional } from '@/lib/http/validators';
import { portalMetrics } from '@/lib/metrics/families';
import { answeredByStep, type Step } from './pipeline';

// Issue 37 item 5: a storm of identifiers nobody scanned before costs a render each (about 40 ms of a
// core); past what the cores render, requests queue, every answer slows and clients time out. A portal
// therefore works on at most `limit` identifier requests at once, and answers one more at once with 503,
// Retry-After and a screen that reloads by itself: a quick "try again" for the few, where a queue would
// make everyone wait. Pages served from a cache finish in a few milliseconds and hardly count towards
// the limit; behind nginx, its cache answers them without asking a portal at all.

// A revalidation is nginx asking again for a page whose 30 s copy has expired (or a crawler coming back)
// with the version it holds: work that can wait, since nginx answers the scan from its stale copy in the
// meantime. A burst of them, as when the morning's first scans find every page of the night expired,
// took both cores for seconds, and nginx's own cached answers waited with everything else (a hot storm's
// p99 of 210-689 ms came from its first 3 s, docs/measurements/2026-12-03-what-a-revalidation-costs.md).
// So revalidations have a smaller cap of their own within the limit: one past it is deferred with the
// same quick 503, nginx keeps serving its copy (proxy_cache_use_stale http_503) and asks again on the next
// scan of that page (docs/decisions/0070-revalidations-deferred-when-busy.md).

/** Seconds the busy screen waits before it retries: a storm's excess spread over the next seconds. */
export const busyRetrySeconds = 2;

export interface Shedding {
  step: Step;
  /** Identifier requests being worked on now. */
  inFlight(): number;
  /** Of those, revalidations. */
  revalidating(): number;
}

/** A revalidation of an identifier page: a page request (not its RSC payload) carrying a validator. */
const isRevalidation = (req: IncomingMessage) => req.headers.rsc === undefined && isConditional(req.headers);

/**
 * The shedding step: counts identifier page requests (pages and their RSC payloads) until each closes,
 * and of them the revalidations, which past `revalidations` (0: no cap of their own) are deferred.
 */
export function loadShedding(limit: number, policy: () => string, revalidations = 0): Shedding {
  let inFlight = 0;
  let revalidating = 0;
  const refuse = (req: IncomingMessage, res: ServerResponse, door: 'busy' | 'revalidation') => {
    answeredByStep(res);
    portalMetrics().limitRefusals.inc({ door });
    res.writeHead(503, screenHeaders(policy(), busyRetrySeconds));
    res.end(req.method === 'HEAD' ? undefined : busyScreenHtml(busyRetrySeconds));
  };
  const step: Step = (req: IncomingMessage, res: ServerResponse, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !identifierFromPathname(req.url?.split(/[?#]/)[0] ?? null)) return next();
    if (inFlight >= limit) return refuse(req, res, 'busy');
    const revalidation = revalidations > 0 && isRevalidation(req);
    if (revalidation && revalidating >= revalidations) return refuse(req, res, 'revalidation');
    inFlight += 1;
    if (revalidation) revalidating += 1;
    res.once('close', () => {
      inFlight -= 1;
      if (revalidation) revalidating -= 1;
    });
    next();
  };
  return { step, inFlight: () => inFlight, revalidating: () => revalidating };
}
