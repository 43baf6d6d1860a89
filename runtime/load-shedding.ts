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

/**
 * Calls `done` once, when the portal's work on this answer is over: the answer ended, or it waits on the
 * client (a write the connection's buffer did not take: Next then waits for the client to read), or the
 * connection closed. A slot held until the connection closed was the client's to keep: one that pipelined
 * requests and read none of the answers kept all 16 for minutes (issue 61 item 1).
 */
export function whenWorkDone(res: ServerResponse, done: () => void): void {
  let called = false;
  const once = () => {
    if (called) return;
    called = true;
    done();
  };
  // Wrapped for good, never put back: a later step (compression) may have wrapped these wrappers in turn.
  const write = res.write;
  const end = res.end;
  res.write = function (this: ServerResponse, ...args: Parameters<ServerResponse['write']>) {
    const taken = (write as (...a: unknown[]) => boolean).apply(this, args);
    if (!taken && !called) once();
    return taken;
  } as ServerResponse['write'];
  res.end = function (this: ServerResponse, ...args: Parameters<ServerResponse['end']>) {
    const ended = (end as (...a: unknown[]) => ServerResponse).apply(this, args);
    if (!called) once();
    return ended;
  } as ServerResponse['end'];
  res.once('close', once);
}

/** A revalidation of an identifier page: a page request (not its RSC payload) carrying a validator. */
const isRevalidation = (req: IncomingMessage) => req.headers.rsc === undefined && isConditional(req.headers);

/**
 * Of the limit, the most one client may hold: all but a quarter (at 16, 12), at least one. The rest is
 * always there for someone else, whatever one client sends, and however fast (issue 61 item 1: one client's
 * pipelined requests on 18 connections kept every slot). A client is an address, an IPv6 /64 (holderOf):
 * the visitor behind the portal's own proxy (TRUST_PROXY), else the connection's.
 */
export const perClientShare = (limit: number): number => Math.max(1, limit - Math.ceil(limit / 4));

export interface SheddingOptions {
  /** Of the limit, revalidations one process works on at once (0: no cap of their own). */
  revalidations?: number;
  /** Who sent a request (its holder), for each client's share; none: no share per client. */
  clientOf?: (req: IncomingMessage) => string;
}

/**
 * The shedding step: counts identifier page requests (pages and their RSC payloads) while the portal works
 * on each (whenWorkDone), per client too, and of them the revalidations, which past their cap are deferred.
 */
export function loadShedding(limit: number, policy: () => string, { revalidations = 0, clientOf }: SheddingOptions = {}): Shedding {
  let inFlight = 0;
  let revalidating = 0;
  const share = perClientShare(limit);
  const byClient = new Map<string, number>();
  const refuse = (req: IncomingMessage, res: ServerResponse, door: 'busy' | 'revalidation' | 'client_share') => {
    answeredByStep(res);
    portalMetrics().limitRefusals.inc({ door });
    res.writeHead(503, screenHeaders(policy(), busyRetrySeconds));
    res.end(req.method === 'HEAD' ? undefined : busyScreenHtml(busyRetrySeconds));
  };
  const step: Step = (req: IncomingMessage, res: ServerResponse, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !identifierFromPathname(req.url?.split(/[?#]/)[0] ?? null)) return next();
    if (inFlight >= limit) return refuse(req, res, 'busy');
    const client = clientOf?.(req);
    const clientHolds = client === undefined ? 0 : (byClient.get(client) ?? 0);
    if (client !== undefined && clientHolds >= share) return refuse(req, res, 'client_share');
    const revalidation = revalidations > 0 && isRevalidation(req);
    if (revalidation && revalidating >= revalidations) return refuse(req, res, 'revalidation');
    inFlight += 1;
    if (revalidation) revalidating += 1;
    if (client !== undefined) byClient.set(client, clientHolds + 1);
    whenWorkDone(res, () => {
      inFlight -= 1;
      if (revalidation) revalidating -= 1;
      if (client === undefined) return;
      const left = (byClient.get(client) ?? 1) - 1;
      if (left > 0) byClient.set(client, left);
      else byClient.delete(client);
    });
    next();
  };
  return { step, inFlight: () => inFlight, revalidating: () => revalidating };
}
