import 'server-only';
import { unstable_cache } from 'next/cache';
import { contract, type Element, type IdentifierDetail, type Scene } from '@/core/contract';
import { readUnlessDown } from '@/lib/gateway/client';
import { isNotFound, type Result } from '@/lib/gateway/result';
import { singleFlight } from '@/lib/cache/single-flight';
import { ExpectedError } from '@/lib/log/expected-error';
import { portalMetrics } from '@/lib/metrics/families';
import { noteIdentifierRead } from '@/lib/sitemap/known/portal';
import { identifierFreshnessSeconds, identifierTag } from './cache-tags';
import { isSmsGated } from './gated';

/**
 * Public identifier reads go through Next's data cache (shared by every instance when a shared cache
 * handler is configured), tagged per identifier so a change can be pushed out at once
 * (docs/decisions/0025-cached-identifier-pages.md). Within the 30-second window a scan storm costs one
 * gateway call per identifier; "not found" is kept too (scanning random codes costs little). A failure
 * is thrown inside the cached function so it is never stored, and a stale answer keeps being served
 * while the gateway is down.
 */
class Uncacheable extends ExpectedError {
  constructor(readonly result: Result<IdentifierDetail>) {
    // Next prints it for each stale entry whose refresh fails in the background: the failure's kind is
    // enough there, the gateway client logged the call.
    super(result.ok ? 'gateway read not cached' : `gateway read not cached: ${result.error.kind}${result.error.status ? ` ${result.error.status}` : ''}`);
    this.name = 'Uncacheable';
  }
}

const keep = (r: Result<IdentifierDetail>) => r.ok || (r.error.kind === 'gateway' && r.error.status === 404);

/** A read answered from the cache without asking the gateway is a hit; one that asked it, a miss. */
const countRead = (kind: 'detail' | 'scene', missed: boolean) => portalMetrics().cacheAnswers.inc({ layer: 'identifier_data', kind, result: missed ? 'miss' : 'hit' });

function cachedRead(kind: 'detail' | 'scene', key: string[], identifier: string, read: () => Promise<Result<IdentifierDetail>>, keepIt: typeof keep) {
  // Set when this call ran the read: nothing cached, or a stale entry whose refresh it started.
  let missed = false;
  const cached = unstable_cache(
    async () => {
      missed = true;
      const result = await read();
      if (!keepIt(result)) throw new Uncacheable(result);
      return result;
    },
    key,
    { revalidate: identifierFreshnessSeconds, tags: [identifierTag(identifier)] },
  );
  return cached().then(
    (result) => (countRead(kind, missed), result),
    (error: unknown) => {
      if (!(error instanceof Uncacheable)) throw error;
      countRead(kind, true);
      return error.result;
    },
  );
}

const flights = singleFlight<Result<IdentifierDetail>>();

export function identifierDetail(identifier: string): Promise<Result<IdentifierDetail>> {
  return flights
    .run(`d\u0000${identifier}`, () => cachedRead('detail', ['identifier-detail', identifier], identifier, () => readUnlessDown(contract.identifier.detail, { identifier }), keep))
    .then((result) => {
      // What resolves is listed, what answers 404 is not, by the sitemaps of a gateway without the
      // sitemap calls (lib/sitemap/known, decision 0055): noted in memory, written in the background.
      noteIdentifierRead(identifier, result);
      return result;
    });
}

/** A public (not SMS-gated) scene's elements, for the first tab rendered on the server. */
export function publicScene(identifier: string, sceneConfId: string | number): Promise<Result<IdentifierDetail>> {
  return flights.run(`s\u0000${identifier}\u0000${sceneConfId}`, () =>
    cachedRead('scene', ['identifier-scene', identifier, String(sceneConfId)], identifier, () => readUnlessDown(contract.identifier.detail, { identifier, sceneConfId }), (r) => r.ok),
  );
}

/**
 * A public scene's elements for the page, its recall notice, the Handle record and batch lookup: from
 * the detail when they came with it (the embedded gateway sends every public scene's, decision 0042),
 * else one read of the scene through the cache above, as with a gateway that sends only a single
 * scene's. Never a gated scene's from the detail: those need the visitor's verified phone.
 */
export async function publicSceneElements(identifier: string, scene: Scene, sceneCount: number): Promise<Result<Element[]>> {
  if (scene.elements && !isSmsGated(scene.templateCode, sceneCount)) return { ok: true, data: scene.elements };
  const loaded = await publicScene(identifier, scene.sceneConfId);
  return loaded.ok ? { ok: true, data: loaded.data.elements ?? [] } : loaded;
}

export { isNotFound };
