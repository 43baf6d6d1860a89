import http from 'node:http';
import https from 'node:https';
import { identifierPath } from '@/lib/identifier/path';

/** What one identifier's purge at one edge came to: removed, not held there (nothing to remove), or failed after its tries. */
export type PurgeResult = 'purged' | 'absent' | 'failed';

export interface PurgeOptions {
  /** The edges' origins (EDGE_URLS), as visitors reach them: the cache key holds the scheme and host. */
  edges: readonly string[];
  /** The host visitors ask for (SITE_URL's), sent as Host: each edge keys its copies by it. */
  host: string;
  tries?: number;
  /** Requests in flight at once, over all edges. */
  concurrency?: number;
  timeoutMs?: number;
  /** Told of every result, for the metrics. */
  onResult?: (result: PurgeResult, edge: string) => void;
  sleep?: (ms: number) => Promise<void>;
}

/** Where an edge takes purges: the page's address after this prefix (deploy/nginx.conf). */
export const purgePrefix = '/__edge_purge';

// Kept-alive connections to the edges: a recall purges every page it reaches (131,481 for a part of a
// million identifiers), and a connection each cost more CPU than the purge (docs/measurements/2026-12-05-…).
const transports = {
  'http:': { client: http, agent: new http.Agent({ keepAlive: true, maxSockets: 16 }) },
  'https:': { client: https, agent: new https.Agent({ keepAlive: true, maxSockets: 16 }) },
};

/** One PURGE of one page at one edge (ngx_cache_purge answers 200 when it removed it, 404 when it held none). */
function purgeOnce(edge: string, host: string, path: string, timeoutMs: number): Promise<number> {
  const url = new URL(purgePrefix + path, edge);
  const { client, agent } = url.protocol === 'https:' ? transports['https:'] : transports['http:'];
  return new Promise((resolve, reject) => {
    const request = client.request(url, { method: 'PURGE', headers: { host }, timeout: timeoutMs, agent }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
    });
    request.on('timeout', () => request.destroy(new Error(`no answer in ${timeoutMs} ms`)));
    request.on('error', reject);
    request.end();
  });
}

/**
 * Takes the changed identifiers' pages out of every edge's cache (issue 64, docs/decisions/0077): a PURGE
 * of each page's address at each edge, tried again after 200 and 800 ms when the edge does not answer or
 * answers otherwise than 200 or 404. The next scan of each page is then a miss that the portals render from
 * the changed data. Never throws: what failed is counted and returned.
 */
export async function purgeEdges(identifiers: readonly string[], options: PurgeOptions): Promise<Record<PurgeResult, number>> {
  const { edges, host, tries = 3, concurrency = 16, timeoutMs = 2_000, onResult, sleep = (ms) => new Promise((r) => setTimeout(r, ms)) } = options;
  const counts: Record<PurgeResult, number> = { purged: 0, absent: 0, failed: 0 };
  const jobs = edges.flatMap((edge) => identifiers.map((identifier) => ({ edge, path: identifierPath(identifier) })));
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const { edge, path } = jobs[next++]!;
      let result: PurgeResult = 'failed';
      for (let attempt = 0; attempt < tries && result === 'failed'; attempt++) {
        if (attempt > 0) await sleep(200 * 4 ** (attempt - 1));
        const status = await purgeOnce(edge, host, path, timeoutMs).catch(() => 0);
        if (status === 200) result = 'purged';
        else if (status === 404) result = 'absent';
      }
      counts[result]++;
      onResult?.(result, edge);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, jobs.length) }, worker));
  return counts;
}
