import 'server-only';
import { logger } from '@/core/log/logger';
import { env } from '@/lib/config/env';
import { portalMetrics } from '@/lib/metrics/families';
import type { SharedCacheOutcome } from '@/lib/cache/shared-tag-times';
import { purgeEdges, type PurgeResult } from './purge';

/** Without a shared cache Next marks the pages stale after the answer: the edges are purged again this much later. */
export const secondPurgeMs = 2_000;

/**
 * The changed identifiers' pages out of every edge (EDGE_URLS; decision 0077), once the portals' cache
 * has them stale: awaited by the revalidation door, so a gateway's queue has drained only once the edges
 * were told. Where the portals share no cache, Next applies the revalidation after the door's answer, and
 * a scan in between could put the old page back at an edge: a second purge follows in the background.
 */
export async function purgeChangedPages(identifiers: readonly string[], shared: SharedCacheOutcome): Promise<Record<PurgeResult, number> | undefined> {
  const e = env();
  if (e.EDGE_URLS.length === 0 || identifiers.length === 0) return undefined;
  const options = { edges: e.EDGE_URLS, host: new URL(e.SITE_URL).host, onResult: (result: PurgeResult) => portalMetrics().edgePurges.inc({ result }) };
  const counts = await purgeEdges(identifiers, options);
  if (counts.failed > 0) logger().warn({ ...counts, edges: e.EDGE_URLS.length }, 'edge purge failed for some pages: those edges keep their copies up to EDGE_HOLD_SECONDS');
  if (shared !== 'written') setTimeout(() => void purgeEdges(identifiers, options), secondPurgeMs).unref();
  return counts;
}
