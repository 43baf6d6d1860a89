import { subscribe } from 'node:diagnostics_channel';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { statusClass } from '@/core/metrics/registry';
import { isMetricsServer } from '@/core/metrics/server';
import { portalMetrics } from '@/lib/metrics/families';
import { pageKinds, routeKind, type RouteKind } from '@/lib/metrics/route-kind';
import { wasAnsweredByStep } from './pipeline';

// The request metrics hook into Node's own HTTP server through its diagnostics channel (as
// runtime/shutdown.ts does), not into Next: the channel reports every request of the process before
// any listener runs, the build's files served ahead of Next (runtime/compressed-responses.ts) included,
// and wraps nothing. Its URL is read there, before a middleware rewrites it.

/** What one finished answer counts as. */
export interface Answer {
  kind: RouteKind;
  /** 2xx … 5xx, or aborted: the client left before the last byte. */
  status: string;
  /** Next's page cache, from its x-nextjs-cache header. */
  cache?: 'hit' | 'stale' | 'miss';
  /** Why a page was rendered for this request, if it was. */
  render?: 'miss' | 'dynamic';
}

const cacheResults: Record<string, Answer['cache']> = { HIT: 'hit', STALE: 'stale', MISS: 'miss' };

/**
 * Reads an answer. A page whose answer carries x-nextjs-cache was rendered only on a MISS (on STALE the
 * old copy went out and Next regenerates in the background, which no request's answer shows); a page
 * without it was rendered per request, unless it was a redirect or a step of the runtime room answered it.
 */
export function answerOf(path: string, { status, finished, contentType, nextCache, byStep = false }: { status: number; finished: boolean; contentType?: string; nextCache?: string; byStep?: boolean }): Answer {
  const kind = routeKind(path, contentType);
  const cache = nextCache ? cacheResults[nextCache.toUpperCase()] : undefined;
  const redirect = status >= 300 && status < 400;
  // A step's own answer (a busy 503, a crawler's 429, a 304 from the data) never reached Next.
  const render = !pageKinds.has(kind) || redirect || byStep ? undefined : nextCache ? (cache === 'miss' ? 'miss' : undefined) : 'dynamic';
  return { kind, status: finished ? statusClass(status) : 'aborted', cache, render };
}

/** Requests in flight and arrivals so far: a render's CPU is known only when it ran alone. */
const load = { inFlight: 0, arrivals: 0 };

function record(answer: Answer, seconds: number, cpuSeconds: number | undefined) {
  const metrics = portalMetrics();
  metrics.requestDuration.observe({ kind: answer.kind, status: answer.status }, seconds);
  if (answer.cache) metrics.cacheAnswers.inc({ layer: 'page', kind: answer.kind, result: answer.cache });
  if (answer.render) {
    metrics.renders.inc({ kind: answer.kind, cause: answer.render });
    if (cpuSeconds !== undefined) metrics.renderCpu.observe({ kind: answer.kind }, cpuSeconds);
  }
}

function observe(req: IncomingMessage, res: ServerResponse, scrape: boolean) {
  const path = (req.url ?? '/').split('?')[0];
  const started = performance.now();
  // process.cpuUsage is the whole process's: a delta means this request's only if nothing else ran.
  const alone = load.inFlight === 0;
  const cpu = alone ? process.cpuUsage() : undefined;
  load.inFlight += 1;
  const arrival = ++load.arrivals;
  res.once('close', () => {
    load.inFlight -= 1;
    if (scrape) return;
    const stillAlone = cpu !== undefined && load.arrivals === arrival;
    const used = stillAlone ? process.cpuUsage(cpu) : undefined;
    const header = (name: string) => {
      const value = res.getHeader(name);
      return value === undefined ? undefined : String(value);
    };
    const answer = answerOf(path, { status: res.statusCode, finished: res.writableFinished, contentType: header('content-type'), nextCache: header('x-nextjs-cache'), byStep: wasAnsweredByStep(res) });
    record(answer, (performance.now() - started) / 1000, used ? (used.user + used.system) / 1e6 : undefined);
  });
}

const installedMark = Symbol.for('idportal.request-metrics');

/** Counts and times every request of this process's HTTP servers but the metrics port's own. Once per process. */
export function observeRequests(): void {
  const holder = globalThis as unknown as Record<symbol, boolean | undefined>;
  if (holder[installedMark]) return;
  holder[installedMark] = true;
  subscribe('http.server.request.start', (message) => {
    const { request, response, server } = message as { request: IncomingMessage; response: ServerResponse; server: unknown };
    observe(request, response, isMetricsServer(server));
  });
}
