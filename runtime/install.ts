import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import path from 'node:path';
import { isMetricsServer } from '@/core/metrics/server';
import { holderOf } from '@/core/net/network';
import { privateNetworks, proxyTrust } from '@/core/net/trusted-proxies';
import { peerHeader, visitorAddress } from '@/lib/http/visitor-address';
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
import { bodyLimits } from './body-limits';
import { resolverRequests } from './resolver-requests';
import { wechatScriptPolicy } from './wechat-policy';
import { pagePolicy } from './page-policy';
import { edgeHold } from './edge-hold';
import { slowClients, type SlowClients } from './slow-clients';

// The portal's server at run time (issue 37 item 7): what stands between Node's HTTP server and Next,
// in the order each request meets it. Installed once per process from instrumentation.ts, which every
// way of starting the portal runs (next dev, next start, the standalone server.js of the container and of
// scripts/ops/serve-standalone.sh) before the first request. The one thing that must happen before Next
// reads its build is the prerender check, a preload of its own (runtime/prerender-check.cjs).
//
//   connection ─ watched: closed when it does not read its answers; slow headers and bodies time out
//                (slow-clients.ts)
//   request ─ metrics (diagnostics channel, sees every request first)
//           ─ a pipelined request waits until the answers before it have gone out (slow-clients.ts)
//           ─ peer address stamped (per-IP limits); with TRUST_PROXY, a connection not from the proxy loses its
//             X-Forwarded-* headers (peer-address.ts)
//           ─ the pages' Content-Security-Policy, which a dynamic page's proxy replaces (page-policy.ts, production)
//           ─ a body declared larger than its door takes: 413 unread, connection closed (body-limits.ts)
//           ─ an identifier's address as a resolver: OPTIONS, the linkset and link types, 400 for a malformed
//             identifier, CORS and signposts (resolver-requests.ts)
//           ─ with an official account, WeChat's script host in the identifier pages' policy (wechat-policy.ts)
//           ─ with edges purged on change, the identifier page's shared age is the hold, not 30 s (edge-hold.ts)
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
  /** TRUST_PROXY: the proxy's X-Forwarded-For and X-Forwarded-Proto are believed (per-IP limits, HSTS on answers given here) … */
  trustProxy?: boolean;
  /** … from connections of these addresses or networks only (TRUSTED_PROXIES; unset: loopback and the private ranges). */
  trustedProxies?: readonly string[];
  /** Edges purged on every change (EDGE_URLS with REVALIDATE_SECRET): they keep an identifier page this long (edge-hold.ts). */
  edgeHoldSeconds?: number;
  /** An official account is configured: the identifier pages may load WeChat's JS-SDK (wechat-policy.ts). */
  wechatScripts?: boolean;
  /** SITE_URL: the identifier addresses answer as a resolver, with signposts under it (resolver-requests.ts). */
  siteUrl?: string;
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

/** A request header's (first) value, or null. */
const headerOf = (req: IncomingMessage, name: string): string | null => {
  const value = req.headers[name];
  return (Array.isArray(value) ? value[0] : value) ?? null;
};

/** How long a reverse DNS check may take before it counts as failed (no request ever waits for it). */
const dnsTimeoutMs = 2_000;

/** The steps in their order, for these options. */
export function runtimeSteps(options: RuntimeOptions): Step[] {
  const policy = () => contentSecurityPolicy({ dev: !options.production });
  const proxies = options.trustProxy ? proxyTrust(options.trustedProxies ?? privateNetworks) : undefined;
  const steps: Step[] = [(req, _res, next) => (stampPeer(req, proxies), next()), ...(options.production ? [pagePolicy(policy())] : []), bodyLimits, ...(options.siteUrl ? [resolverRequests(options.siteUrl)] : []), ...(options.wechatScripts ? [wechatScriptPolicy] : []), ...(options.edgeHoldSeconds ? [edgeHold(options.edgeHoldSeconds)] : []), queryFreePages];
  const crawlers = options.crawlers;
  if (crawlers && crawlers.perSecond > 0) {
    const verification = crawlers.verifyDns ? new CrawlerVerification({ resolver: systemResolver(dnsTimeoutMs), timeoutMs: dnsTimeoutMs }) : undefined;
    steps.push(crawlerLimits({ ...crawlers, policy, verification }).step);
  }
  if (options.indexNowKey) steps.push(indexNowKeyFile(options.indexNowKey));
  if (options.sessionCookie) steps.push(guestSession({ cookieName: options.sessionCookie, policy, trustProxy: options.trustProxy ?? false }));
  if (options.identifierRequestsInFlight > 0) {
    // The visitor the proxy names, else the connection itself (a trusted host asking straight, or no proxy).
    const clientOf = (req: IncomingMessage) => holderOf(visitorAddress({ get: (name) => headerOf(req, name) }, { trustProxy: options.trustProxy ?? false, peerStamped: true }) ?? headerOf(req, peerHeader) ?? undefined);
    steps.push(loadShedding(options.identifierRequestsInFlight, policy, { revalidations: options.identifierRevalidationsInFlight, clientOf }).step);
  }
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
 * sees the request. With `clients`, every connection is watched and a pipelined request waits for its turn
 * before the steps see it (./slow-clients.ts). Once per prototype.
 */
export function installPipeline(steps: readonly Step[], proto: http.Server = http.Server.prototype, clients?: SlowClients): void {
  const holder = proto as unknown as Record<symbol, boolean | undefined>;
  if (holder[installedMark]) return;
  holder[installedMark] = true;
  type Emit = (this: http.Server, event: string | symbol, ...args: unknown[]) => boolean;
  const emit = proto.emit as Emit;
  proto.emit = function (this: http.Server, event: string | symbol, ...args: unknown[]) {
    if ((event !== 'request' && event !== 'checkContinue' && event !== 'connection') || isMetricsServer(this)) return emit.call(this, event, ...args);
    if (event === 'connection') {
      clients?.connected(this, args[0] as Socket);
      return emit.call(this, event, ...args);
    }
    const [req, res] = args as [IncomingMessage, ServerResponse];
    // An expected 100-continue is answered by Next's listener; the address is stamped all the same.
    if (event === 'checkContinue') return (stampPeer(req), emit.call(this, event, ...args));
    const handle = () => runSteps(steps, req, res, () => emit.call(this, event, req, res));
    if (clients) clients.inTurn(req, res, handle);
    else handle();
    return true;
  } as Emit as typeof proto.emit;
}

/** The whole runtime, once per process: the pipeline, the outage status, the 404s' noindex, the metrics and the shutdown. */
export function installRuntime(options: RuntimeOptions): void {
  if (options.metrics) observeRequests();
  installShutdown();
  installOutageStatus();
  installNoindexNotFound();
  installPipeline(runtimeSteps(options), http.Server.prototype, slowClients());
  trustStampedPeers();
}
