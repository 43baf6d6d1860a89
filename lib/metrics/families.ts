import { Counter, Gauge, Histogram } from 'prom-client';
import { familiesOf } from '@/core/metrics/registry';
import { gatewayOutage } from '@/lib/gateway/outage';

// What the portal measures (issue 37 item 6, README "Production"); the gateway's own families are in
// gateway/metrics.ts, in the same registry. Labels stay few and bounded: route kinds, contract entries,
// cache results, never a path or an identifier.

/** Seconds: from a static file (about 1 ms) to a gateway call at its 30 s timeout. */
const latencyBuckets = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];
/** CPU seconds of one render: a trivial dynamic page costs about 5 ms here, a cold identifier page 40-50. */
const cpuBuckets = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1];

export const portalMetrics = familiesOf('portal', (registry) => {
  const registers = [registry];
  return {
    requestDuration: new Histogram({
      name: 'idportal_http_request_duration_seconds',
      help: 'Requests this portal answered, by route kind and status class (aborted: the client left first), from arrival to the last byte.',
      labelNames: ['kind', 'status'] as const,
      buckets: latencyBuckets,
      registers,
    }),
    cacheAnswers: new Counter({
      name: 'idportal_cache_answers_total',
      help: "Answers of the portal's caches: layer page is Next's page cache (x-nextjs-cache HIT, STALE, MISS) by route kind; layer identifier_data the 30-second identifier read cache by read (detail, scene): hit, or miss when the call asked the gateway (a stale entry's refresh included); layer identifier_version an identifier page asked again with a validator (nginx's revalidation, a crawler): unchanged (304 from one gateway read, no render), kept (304 to the version last sent, while the gateway is down), changed or unread (left to Next).",
      labelNames: ['layer', 'kind', 'result'] as const,
      registers,
    }),
    renders: new Counter({
      name: 'idportal_page_renders_total',
      help: 'Pages rendered to answer a request: cause miss (a cached page rendered because it was not in the cache) or dynamic (rendered per request). Background regenerations after a STALE answer are not counted here.',
      labelNames: ['kind', 'cause'] as const,
      registers,
    }),
    renderCpu: new Histogram({
      name: 'idportal_render_cpu_seconds',
      help: "Process CPU (user + system) spent answering a render, sampled only from renders that ran with no other request in flight in this process: process.cpuUsage is per process, so an overlapping render cannot be told apart. Few or no samples under load; compare rate(process_cpu_seconds_total) / rate(idportal_page_renders_total) there.",
      labelNames: ['kind'] as const,
      buckets: cpuBuckets,
      registers,
    }),
    gatewayCalls: new Counter({
      name: 'idportal_gateway_calls_total',
      help: "Gateway calls by contract entry and result: ok, refused (the gateway's business answer), auth (log in again), or a failure: network, timeout, http, validation.",
      labelNames: ['entry', 'result'] as const,
      registers,
    }),
    gatewayCallDuration: new Histogram({
      name: 'idportal_gateway_call_duration_seconds',
      help: 'Gateway call latency by contract entry, whatever the result.',
      labelNames: ['entry'] as const,
      buckets: latencyBuckets,
      registers,
    }),
    gatewayUp: new Gauge({
      name: 'idportal_gateway_up',
      help: "1 while this portal's gateway answers, 0 from a call that got no answer until a probe or a call gets one (the outage that turns its pages to 503).",
      registers,
      collect() {
        this.set(gatewayOutage() ? 0 : 1);
      },
    }),
    edgePurges: new Counter({
      name: 'idportal_edge_purges_total',
      help: "Identifier pages this portal purged from the edges (EDGE_URLS) on a change: purged (the edge held it), absent (it held none), failed (after three tries: that edge keeps its copy up to EDGE_HOLD_SECONDS).",
      labelNames: ['result'] as const,
      registers,
    }),
    revalidationsApplied: new Counter({
      name: 'idportal_revalidations_applied_total',
      help: 'Identifiers this portal revalidated on a signed POST /api/revalidate (the gateway counts what it queued and pushed).',
      registers,
    }),
    limitRefusals: new Counter({
      name: 'idportal_portal_limit_refusals_total',
      help: "Requests this portal refused by its own limits (the gateway's are idportal_gateway_limit_refusals_total), by door: 429, and door busy's 503 (an identifier request past those the portal works on at once, runtime/load-shedding.ts), door revalidation's (a revalidation of an identifier page past those it works on at once, deferred: nginx answers from its copy); door crawler (clients claiming a search engine's crawler past their rate, runtime/crawler-limits.ts) also by the crawler claimed; doors slow_reader and pipelined: connections closed for not reading their answers, or for queueing too many requests behind one (runtime/slow-clients.ts).",
      labelNames: ['door', 'crawler'] as const,
      registers,
    }),
    viewsPending: new Gauge({
      name: 'idportal_views_pending',
      help: "Page views counted in this process and not yet handed to the gateway's counters (flushed every 2 s; grows while the gateway does not take them).",
      registers,
    }),
    viewsDropped: new Counter({
      name: 'idportal_views_dropped_total',
      help: 'Page views dropped because too many identifiers were waiting while the gateway did not take them.',
      registers,
    }),
    searchPushRequests: new Counter({
      name: 'idportal_search_push_requests_total',
      help: "Push requests to the search engines (lib/search-push) by engine (baidu, indexnow) and outcome: ok, retry (429, 5xx, no answer), quota (Baidu's day spent), stop (token or key refused: nothing more until a restart), reject (the batch refused as such).",
      labelNames: ['engine', 'outcome'] as const,
      registers,
    }),
    searchPushUrls: new Counter({
      name: 'idportal_search_push_urls_total',
      help: 'URLs by engine and outcome: pushed (taken by the engine), rejected (refused by it, one by one or with their batch), dropped (the queue was full).',
      labelNames: ['engine', 'outcome'] as const,
      registers,
    }),
    searchPushWaiting: new Gauge({
      name: 'idportal_search_push_waiting',
      help: "URLs waiting in this process's push queue, by engine (grows while an engine is held or failing).",
      labelNames: ['engine'] as const,
      registers,
    }),
  };
});

export type PortalMetrics = ReturnType<typeof portalMetrics>;
