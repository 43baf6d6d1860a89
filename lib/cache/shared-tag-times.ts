import { logger } from '@/core/log/logger';

/**
 * Writes tags' revalidation times to the cache every instance shares (Redis, cache-handler.mjs) and
 * settles once they are there. Next runs a route handler's `revalidateTag` only after its answer is
 * sent; `POST /api/revalidate` awaits this first, so when the gateway hears 200 no instance serves the
 * copy from before the change any more. Without a shared cache (one instance, Next's own files) there is
 * nothing to wait for. A shared cache that does not answer within its 500 ms is logged and left to Next's
 * own write, which follows anyway.
 */
type RevalidateTags = (tags: readonly string[]) => Promise<void>;

const holder = globalThis as typeof globalThis & { __idportalRevalidateTags?: RevalidateTags };

/** Said in the revalidation's answer, so the gateway's log (and a test) can tell which happened. */
export type SharedCacheOutcome = 'written' | 'not shared' | 'failed';

export async function writeSharedTagTimes(tags: readonly string[]): Promise<SharedCacheOutcome> {
  const revalidateTags = holder.__idportalRevalidateTags;
  if (!revalidateTags) return 'not shared';
  try {
    await revalidateTags(tags);
    return 'written';
  } catch (error) {
    logger().warn({ tags: tags.length, error: String((error as Error)?.message ?? error) }, 'shared cache did not take the revalidation times: Next writes them after the answer');
    return 'failed';
  }
}
