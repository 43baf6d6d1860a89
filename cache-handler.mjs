// Next's incremental cache (pages and data) for this deployment (docs/decisions/0026-shared-cache.md).
// Without REDIS_URL: Next's own file-system cache, as a single instance always had. With it: every instance
// reads and writes the same entries in Redis through @fortedigital/nextjs-cache-handler, with an in-memory
// LRU behind it; when Redis cannot be reached an instance keeps serving from its own LRU or by rendering.
// Plain ESM: Next loads this file by path at run time, outside the TypeScript build.
import { createRequire } from 'node:module';
import { CacheHandler } from '@fortedigital/nextjs-cache-handler';
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings';
import { createClient } from 'redis';
import { pagesInMemory } from './runtime/pages-in-memory.cjs';
import { renderStarts } from './runtime/render-starts.cjs';
import { entriesAsBytes } from './runtime/entries-as-bytes.cjs';
import { pruneExpiredFields } from './runtime/shared-index-pruning.cjs';
import { pageExpireSeconds } from './lib/cache/page-expire.cjs';

const require = createRequire(import.meta.url);
const FileSystemCache = require('next/dist/server/lib/incremental-cache/file-system-cache').default;
const { areTagsExpired } = require('next/dist/server/lib/incremental-cache/tags-manifest.external');

// When each entry's render began, for every cache handler object Next makes in this process: an entry is
// dated by it, not by its write, so a push that came while it rendered puts it out (runtime/render-starts.cjs).
const renders = renderStarts();

// How long Redis may take before a read or write counts as failed and the LRU answers instead.
const redisTimeoutMs = 500;

CacheHandler.onCreation(async ({ buildId }) => {
  // One connection per process, however many cache handler objects Next makes.
  globalThis.__idportalCache ??= (async () => {
    const client = createClient({
      url: process.env.REDIS_URL,
      pingInterval: 10_000,
      // Reconnect for ever, at most every 2 s: Redis coming back is picked up without a restart.
      socket: { connectTimeout: 2_000, reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 2_000) },
      disableOfflineQueue: true,
    });
    let reported = false;
    client.on('error', (error) => {
      if (reported) return;
      reported = true;
      console.warn(JSON.stringify({ level: 'warn', msg: 'shared cache unreachable: serving from this instance', error: String(error?.message ?? error) }));
    });
    client.on('ready', () => {
      if (reported) console.info(JSON.stringify({ level: 'info', msg: 'shared cache reachable again' }));
      reported = false;
    });
    await client.connect().catch(() => undefined);
    // Entries of another build (other pages, other SITE_URL) never mix with this one's.
    const keyPrefix = `idportal:${buildId ?? 'dev'}:`;
    const redis = revalidatedByTime(createRedisHandler({ client, keyPrefix, timeoutMs: redisTimeoutMs, valueSerializer: entriesAsBytes }), client, keyPrefix);
    // Expired entries leave the library's index only when it is pruned: every minute (runtime/shared-index-pruning.cjs).
    pruneExpiredFields(redis);
    const local = pagesInMemory({ maxItems: 2000, maxBytes: 64 * 1024 * 1024 });
    const revalidateTags = async (tags) => {
      local.revalidateTags(tags);
      await redis.revalidateTags(tags);
    };
    return { handlers: [redis, local], revalidateTags };
  })();
  return globalThis.__idportalCache;
});

// A tag is revalidated by the time it was revalidated, not by finding and deleting its entries (decision
// 0042). The library's own revalidateTag reads the whole tag index of the cache (an HSCAN of every entry,
// each parsed) for each tag: a recall's fan-out of 120,000 identifiers on a cache of a few thousand pages
// cost the portals 136 s of CPU, and a node with a million cached pages could not revalidate at all. Its
// get() already treats an entry as gone when any of its tags was revalidated after the entry was written,
// reading the times from one Redis hash (`__revalidated_tags__`, which it fills itself for Next's implicit
// tags): writing the time there for every tag is one HSET. Stale entries then expire with their lifespan.
// e2e/identifier-shared-cache.spec.ts fails if a new version of the library stops reading that hash.
const revalidatedTagsKey = '__revalidated_tags__';

function revalidatedByTime(handler, client, keyPrefix) {
  // Every tag at one time in one HSET. The timer goes when the write settles, so a recall's thousands of
  // revalidations leave no timers pending for the next few seconds. (A late rejection would be harmless:
  // Promise.race handles both.)
  const revalidateTags = (tags) => {
    if (!tags.length) return Promise.resolve();
    const now = Date.now();
    let timer;
    return Promise.race([
      client.hSet(keyPrefix + revalidatedTagsKey, Object.fromEntries(tags.map((tag) => [tag, now]))).finally(() => clearTimeout(timer)),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error('shared cache timed out')), redisTimeoutMs);
        timer.unref();
      }),
    ]);
  };
  return {
    ...handler,
    name: `${handler.name}+tag-times`,
    revalidateTag: (tag) => revalidateTags([tag]),
    revalidateTags,
  };
}

/**
 * The shared handler, its entries dated by when their render began (the library takes that date), and a
 * page read back with the lifetime it was written with.
 */
class SharedPages extends CacheHandler {
  async get(key, ctx) {
    const entry = await super.get(key, ctx);
    renders.read(key, entry ? (entry.lifespan?.staleAt ?? Infinity) * 1000 : null);
    return withLifetime(entry);
  }

  async set(key, value, ctx) {
    return super.set(key, value, { ...ctx, internal_lastModified: renders.written(key) });
  }
}

/**
 * Next learns a page's window (revalidate) and expiry from the entry's `cacheControl`, else from what this
 * process rendered itself, else 1 second. The library keeps only the window, in `lifespan`: an instance
 * reading a page another one wrote took it as stale a second after it was written, rendered it again in
 * the background, and answered it without Cache-Control meanwhile, which nginx does not keep.
 * Data entries (FETCH) carry their window in their value and are left as they are.
 */
function withLifetime(entry) {
  const revalidate = entry?.lifespan?.revalidate;
  if (!entry || entry.value?.kind === 'FETCH' || typeof revalidate !== 'number') return entry;
  return { ...entry, cacheControl: { revalidate, expire: pageExpireSeconds } };
}

/**
 * Next's own file-system cache, which dates an entry by its write and takes no other date: an entry whose
 * render began before one of its tags was revalidated is not written, and the copy from before, out by
 * that tag, has the next request render anew.
 */
class FileSystemPages extends FileSystemCache {
  async get(key, ctx) {
    const entry = await super.get(key, ctx);
    const revalidate = entry?.cacheControl?.revalidate ?? entry?.value?.revalidate;
    renders.read(key, entry ? (typeof revalidate === 'number' ? entry.lastModified + revalidate * 1000 : Infinity) : null);
    return entry;
  }

  async set(key, value, ctx) {
    const began = renders.written(key);
    if (areTagsExpired(entryTags(value, ctx), began)) return;
    return super.set(key, value, ctx);
  }
}

/** The tags an entry is revalidated by: a page's in its cache-tags header, a data entry's in its context. */
function entryTags(value, ctx) {
  const header = value?.headers?.['x-next-cache-tags'];
  if (typeof header === 'string') return header.split(',');
  return [...(ctx?.tags ?? []), ...(value?.tags ?? [])];
}

/** The class Next instantiates: the shared handler when REDIS_URL is set, else Next's own default. */
export default class PortalCacheHandler {
  constructor(context) {
    // A constructor may return another object: Next then talks to that one.
    if (!process.env.REDIS_URL) return new FileSystemPages(context);
    const shared = new SharedPages(context);
    // What POST /api/revalidate awaits before it answers (lib/cache/shared-tag-times.ts): Next writes a
    // route's revalidateTag only after the answer is sent, so the gateway would count a push as done
    // while another instance could still serve the copy from before it. Revalidating no tag configures
    // the handler (onCreation above) without writing anything.
    globalThis.__idportalRevalidateTags ??= async (tags) => {
      await shared.revalidateTag([]);
      await (await globalThis.__idportalCache).revalidateTags(tags);
    };
    return shared;
  }
}
