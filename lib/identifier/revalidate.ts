import 'server-only';
import { revalidatePath, revalidateTag } from 'next/cache';
import { identifierTag } from './cache-tags';
import { identifierPath } from './path';
import { noteIdentifiersTold } from '@/lib/sitemap/known/portal';
import { noteIdentifierChange } from '@/lib/sitemap/recent-change';
import { portalMetrics } from '@/lib/metrics/families';
import { contract } from '@/core/contract';
import { call } from '@/lib/gateway/client';
import { identifierPushes } from '@/lib/search-push/identifier-pushes';
import { runningSearchPush } from '@/lib/search-push/push-pages';
import { writeSharedTagTimes, type SharedCacheOutcome } from '@/lib/cache/shared-tag-times';
import { purgeChangedPages } from '@/lib/edge/changed-pages';

/**
 * Pushes changed identifiers out of the cache at once: their data reads (by tag) and their pages (by
 * path) expire, so the next scan, on any instance sharing the cache, renders from the gateway. Settles
 * once the shared cache holds the tags' times (lib/cache/shared-tag-times.ts): a page's copy carries its
 * data's tag, so that alone already stales both. Their pages go to the search engines too, once read back
 * (lib/search-push/identifier-pushes.ts; in the background), and out of the edges' caches (lib/edge,
 * decision 0077). Only where Next allows it: a route handler or server action.
 */
let pushes: ReturnType<typeof identifierPushes> | undefined;

/** Changed identifiers go to the search engines once read back; nothing while search push is off. */
function pushChangedIdentifiers(identifiers: readonly string[]): void {
  if (!runningSearchPush() || identifiers.length === 0) return;
  pushes ??= identifierPushes((identifier) => call(contract.identifier.detail, { identifier }));
  pushes.told(identifiers);
}

export async function revalidateIdentifiers(identifiers: readonly string[]): Promise<SharedCacheOutcome> {
  for (const identifier of identifiers) {
    revalidateTag(identifierTag(identifier), { expire: 0 });
    revalidatePath(identifierPath(identifier));
  }
  const shared = await writeSharedTagTimes(identifiers.map(identifierTag));
  // Then the edges: a page purged before the portals' cache had it stale could be put back old.
  await purgeChangedPages(identifiers, shared);
  portalMetrics().revalidationsApplied.inc(identifiers.length);
  pushChangedIdentifiers(identifiers);
  // The identifier sitemaps' versions move too (their boundaries are read again within minutes), and
  // without the gateway's sitemap calls they list the identifiers told of once read back (decision 0055).
  if (identifiers.length) noteIdentifierChange();
  noteIdentifiersTold(identifiers);
  return shared;
}
