import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import { isMetricsServer } from '@/core/metrics/server';
import { contentSecurityPolicy } from '@/lib/security/csp';
import { compressedResponses } from './compressed-responses';
import { crawlerLimits } from './crawler-limits';
import { CrawlerVerification, systemResolver } from './crawler-verification';
import { guestSession } from './guest-session';
import { indexNowKeyFile } from './indexnow-key';
import { loadShedding } from './load-shedding';
import { installNoindexNotFound } from './noindex-not-found';
import { installOutageStatus } from './outage-status';
import { stampPeer, trustStampedPeers } from './peer-address';
import { queryFreePages } from './query-free-pages';
import { buildValidator, conditionalPages } from './conditional-pages';
import { runSteps, type Step } from './pipeline';
import { unchangedIdentifiers, type UnchangedOptions } from './unchanged-identifiers';
import { observeRequests } from './request-metrics';
import { installShutdown } from './shutdown';

// The portal's server at run time (issue 37 item 7): what stands between Node's HTTP server and Next,
// in the order each request meets it. Installed once per process from instrumentation.ts, which every
// way of starting the portal runs (next dev, next start, the standalone server.js of the container and of
// scripts/ops/serve-standalone.sh) before the first request. The one thing that must happen before Next
// reads its build is the prerender check, a preload of its own (runtime/prerender-check.cjs).
//
//   request ─ metrics (diagnostics channel, sees every request first)
//           ─ peer address stamped (per-IP limits)
//           ─ the query dropped from pages that read none (a cached page never keeps a stranger's query)
//           ─ crawler limits (a client claiming a search engine's crawler past its rate: 429 at once); after
//             the stamp, whose address it counts, and before the shedding, so that a refused scraper never
//             holds one of the identifier requests in flight that scans are waiting for
//           ─ the IndexNow key file (/{INDEXNOW_KEY}.txt, when set)
//           ─ /api/session/me without the session cookie: the guest's answer, no Next (every page asks it)
//           ─ load shedding (identifier pages past the limit, and revalidations past theirs: 503 at once)
//           ─ an identifier page asked again with the version its data still has: 304 from one gateway
//             read, no render (nginx's revalidation every 30 s, a crawler's return)
//           ─ build files and compression (production)
//           ─ validators: ETag and Last-Modified of pages that carry their version, 304 to a client that has it
//           ─ Next ─ a 500 for an identifier whose gateway failed goes out as 503 (writeHead)
//                  ─ a 404 or 410 goes out with X-Robots-Tag: noindex (writeHead)

export interface RuntimeOptions {
  /** Serve the build's precompressed files and compress the rest (a production server). */
  production: boolean;
  /** Identifier requests one process works on at once (0: no limit). */
  identifierRequestsInFlight: number;
  /** Of those, revalidations (a request carrying a validator) one process works on at once (0 or unset: no cap of their own). */
  identifierRevalidationsInFlight?: number;
  /** Count and time every request for /metrics. */
  metrics: boolean;
  /** Per-crawler rate limits (docs/decisions/0052); none or a rate of 0: off. */
  crawlers?: CrawlerSettings;
  /** Where the build's files are: .next/static of the folder the server runs in. */
  staticDir?: string;
  /** INDEXNOW_KEY: its file is served at /{key}.txt for the engines to verify (lib/search-push). */
  indexNowKey?: string;
  /** The session cookie's name: a request for /api/session/me without it is answered as a guest's here. */
  sessionCookie?: string;
  /** TRUST_PROXY: the proxy's X-Forwarded-Proto is believed (HSTS on answers given here). */
  trustProxy?: boolean;
  /** How to learn an identifier's current version (the gateway): without it, Next answers every revalidation. */
  identifierVersions?: UnchangedOptions;
}

export interface CrawlerSettings {
  perSecond: number;
  verifiedPerSecond: number;
  burstSeconds: number;
  /** Ask DNS whether a claim is the engine's. */
  verifyDns: boolean;
  trustProxy: boolean;
}

const installedMark = Symbol.for('idportal.runtime');

/** How long a reverse DNS check may take before it counts as failed (no request ever waits for it). */
const dnsTimeoutMs = 2_000;

/** The steps in their order, for these options. */
export function runtimeSteps(options: RuntimeOptions): Step[] {
  const policy = () => contentSecurityPolicy({ dev: !options.production });
  const steps: Step[] = [(req, _res, next) => (stampPeer(req), next()), queryFreePages];
  const crawlers = options.crawlers;
  if (crawlers && crawlers.perSecond > 0) {
    const verification = crawlers.verifyDns ? new CrawlerVerification({ resolver: systemResolver(dnsTimeoutMs), timeoutMs: dnsTimeoutMs }) : undefined;
    steps.push(crawlerLimits({ ...crawlers, policy, verification }).step);
  }
  if (options.indexNowKey) steps.push(indexNowKeyFile(options.indexNowKey));
  if (options.sessionCookie) steps.push(guestSession({ cookieName: options.sessionCookie, policy, trustProxy: options.trustProxy ?? false }));
  if (options.identifierRequestsInFlight > 0) steps.push(loadShedding(options.identifierRequestsInFlight, policy, options.identifierRevalidationsInFlight).step);
  // After the shedding: a gateway read is cheap, not free, and a shed revalidation leaves nginx its copy.
  if (options.identifierVersions) steps.push(unchangedIdentifiers(options.identifierVersions).step);
  if (options.production) steps.push(compressedResponses(options.staticDir ?? path.resolve('.next/static')));
  // After compression: it sees the page's own bytes, and a 304 leaves nothing to compress.
  steps.push(conditionalPages(options.production ? buildValidator(path.dirname(options.staticDir ?? path.resolve('.next/static'))) : undefined));
  return steps;
}

/**
 * Puts the steps in front of every request of the servers of this prototype (all of this process's, by
 * default) but the metrics port's: http.Server's emit is wrapped, so they run before any listener (Next's)
 * sees the request. Once per prototype.
 */
export function installPipeline(steps: readonly Step[], proto: http.Server = http.Server.prototype): void {
  const holder = proto as unknown as Record<symbol, boolean | undefined>;
  if (holder[installedMark]) return;
  holder[installedMark] = true;
  type Emit = (this: http.Server, event: string | symbol, ...args: unknown[]) => boolean;
  const emit = proto.emit as Emit;
  proto.emit = function (this: http.Server, event: string | symbol, ...args: unknown[]) {
    if ((event !== 'request' && event !== 'checkContinue') || isMetricsServer(this)) return emit.call(this, event, ...args);
    const [req, res] = args as [IncomingMessage, ServerResponse];
    // An expected 100-continue is answered by Next's listener; the address is stamped all the same.
    if (event === 'checkContinue') return (stampPeer(req), emit.call(this, event, ...args));
    runSteps(steps, req, res, () => emit.call(this, event, req, res));
    return true;
  } as Emit as typeof proto.emit;
}

/** The whole runtime, once per process: the pipeline, the outage status, the 404s' noindex, the metrics and the shutdown. */
export function installRuntime(options: RuntimeOptions): void {
  if (options.metrics) observeRequests();
  installShutdown();
  installOutageStatus();
  installNoindexNotFound();
  installPipeline(runtimeSteps(options));
  trustStampedPeers();
}
