import type { IdentifierDetail } from '@/core/contract';
import { logger } from '@/core/log/logger';
import { isNotFound, type Result } from '@/lib/gateway/result';
import { identifierPath } from '@/lib/identifier/path';
import type { Engine } from './outcome';
import { pushPages } from './push-pages';

// The identifiers a signed revalidation names go to the search engines only as their pages now answer
// (issue 61 item 7): each is read back first, in the background, two at a time. One that exists is pushed
// to every engine; one that answers 404 (deleted) only to IndexNow, whose protocol takes removed URLs so an
// engine drops them, and not to Baidu's link submission, which is for pages to index; one the gateway
// cannot read now is not pushed (its sitemap's lastmod still tells the crawlers). Pushing every named URL
// sent pages that answer 404 to both.

/** Told identifiers waiting to be read back; more are not pushed (a recall's fan-out comes 1,000 at a time). */
const maxWaiting = 20_000;
const readsAtOnce = 2;

type Read = (identifier: string) => Promise<Result<IdentifierDetail>>;

/** Which engines hear of an identifier whose read answered so: all, IndexNow only, or none. */
export function enginesFor(result: Result<unknown>): readonly Engine[] | 'all' {
  if (result.ok) return 'all';
  return isNotFound(result) ? ['indexnow'] : [];
}

export function identifierPushes(read: Read, push: (paths: readonly string[], engines?: readonly Engine[]) => void = pushPages) {
  const waiting = new Set<string>();
  let reading = 0;
  let dropped = 0;
  const pump = () => {
    while (reading < readsAtOnce && waiting.size > 0) {
      const identifier = waiting.values().next().value!;
      waiting.delete(identifier);
      reading += 1;
      void read(identifier)
        .then((result) => {
          const engines = enginesFor(result);
          if (engines === 'all') push([identifierPath(identifier)]);
          else if (engines.length > 0) push([identifierPath(identifier)], engines);
        })
        .catch(() => undefined)
        .finally(() => {
          reading -= 1;
          pump();
        });
    }
  };
  return {
    told(identifiers: readonly string[]) {
      for (const identifier of identifiers) {
        if (waiting.size >= maxWaiting) dropped += 1;
        else waiting.add(identifier);
      }
      if (dropped > 0) {
        logger().warn({ dropped }, 'search push: too many changed identifiers waiting to be read back; some not pushed');
        dropped = 0;
      }
      pump();
    },
    /** Resolves once every told identifier was read and pushed (tests). */
    async settled(): Promise<void> {
      while (reading > 0 || waiting.size > 0) await new Promise((resolve) => setTimeout(resolve, 5));
    },
  };
}
