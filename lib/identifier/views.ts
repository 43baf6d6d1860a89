import 'server-only';
import { contract } from '@/core/contract';
import { call } from '@/lib/gateway/client';
import { logger } from '@/core/log/logger';
import { portalMetrics } from '@/lib/metrics/families';
import { identifierDetail, isNotFound } from './load';
import { BatchedCounter, type CountBatch, type FlushOutcome } from '@/core/count/batched-counter';
import { viewIntake, type Resolved, type ViewOutcome, type ViewVerdict } from './view-intake';

/**
 * Counting what visitors see (issue 18, decision 0037). The page's beacon reaches the portal even when
 * nginx or the shared cache served the page; this instance adds the views up and hands them to the
 * gateway's counters every 2 s. Which beacons count is lib/identifier/view-intake.ts.
 */

async function send(views: CountBatch): Promise<FlushOutcome> {
  const result = await call(contract.identifier.views, { views });
  if (result.ok) return 'kept';
  // A gateway that does not know the call (the platform's own, 000 §7) never will.
  return result.error.status === 404 || result.error.status === 405 ? 'unsupported' : 'retry';
}

let counter: BatchedCounter | undefined;
/** Views dropped while the gateway stays down are said once per process, not once per view. */
let droppedWarned = false;

function viewCounter(): BatchedCounter {
  counter ??= new BatchedCounter({
    send,
    onUnsupported: () => logger().warn('the gateway does not take page views (no identifier views call): view counts are off'),
    onBacklog: (views) => portalMetrics().viewsPending.set(views),
    onDropped: (views) => {
      portalMetrics().viewsDropped.inc(views);
      if (droppedWarned) return;
      droppedWarned = true;
      logger().warn({ views }, 'page views dropped: the gateway has not taken them for a while');
    },
  });
  return counter;
}

export type { ViewOutcome, ViewVerdict };

/**
 * The page's own read, through the shared cache: the page whose beacon this is read it a moment ago, so
 * it is a hit, and an unknown identifier's 404 is kept there too. A beacon for a code whose page
 * answers 404 (or cannot be read now) is no view.
 */
async function resolve(identifier: string): Promise<Resolved> {
  const detail = await identifierDetail(identifier);
  if (detail.ok) return { found: true, identifier: detail.data.identifier, viewCount: detail.data.viewCount };
  return { found: false, why: isNotFound(detail) ? 'unknown' : 'unavailable' };
}

let intake: ReturnType<typeof viewIntake> | undefined;

/** One page view seen by a visitor's browser at `address`, and how often the page was seen as its read says. */
export function countView(identifier: string, userAgent: string | null, address: string | undefined): Promise<ViewOutcome> {
  intake ??= viewIntake({
    counter: viewCounter(),
    resolve,
    onRefused: (verdict) => portalMetrics().limitRefusals.inc({ door: verdict === 'capped' ? 'identifier_views_cap' : 'identifier_views' }),
  });
  return intake(identifier, userAgent, address);
}
