import type { IncomingMessage, ServerResponse } from 'node:http';
import { identifierFromPathname } from '@/lib/identifier/path';
import { busyScreenHtml, screenHeaders } from '@/lib/http/unavailable-page';
import { portalMetrics } from '@/lib/metrics/families';
import { answeredByStep, type Step } from './pipeline';

// Issue 37 item 5: a storm of identifiers nobody scanned before costs a render each (about 40 ms of a
// core); past what the cores render, requests queue, every answer slows and clients time out. A portal
// therefore works on at most `limit` identifier requests at once, and answers one more at once with 503,
// Retry-After and a screen that reloads by itself: a quick "try again" for the few, where a queue would
// make everyone wait. Pages served from a cache finish in a few milliseconds and hardly count towards
// the limit; behind nginx, its cache answers them without asking a portal at all.

/** Seconds the busy screen waits before it retries: a storm's excess spread over the next seconds. */
export const busyRetrySeconds = 2;

export interface Shedding {
  step: Step;
  /** Identifier requests being worked on now. */
  inFlight(): number;
}

/** The shedding step: counts identifier page requests (pages and their RSC payloads) until each closes. */
export function loadShedding(limit: number, policy: () => string): Shedding {
  let inFlight = 0;
  const step: Step = (req: IncomingMessage, res: ServerResponse, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !identifierFromPathname(req.url?.split(/[?#]/)[0] ?? null)) return next();
    if (inFlight >= limit) {
      answeredByStep(res);
      portalMetrics().limitRefusals.inc({ door: 'busy' });
      res.writeHead(503, screenHeaders(policy(), busyRetrySeconds));
      res.end(req.method === 'HEAD' ? undefined : busyScreenHtml(busyRetrySeconds));
      return;
    }
    inFlight += 1;
    res.once('close', () => (inFlight -= 1));
    next();
  };
  return { step, inFlight: () => inFlight };
}
