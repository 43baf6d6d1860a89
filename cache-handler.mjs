// Next's incremental cache (pages and data) for this deployment (docs/decisions/0026-shared-cache.md).
// Without REDIS_URL: Next's own file-system cache, as a single instance always had. With it: every instance
// reads and writes the same entries in Redis through @fortedigital/nextjs-cache-handler, with an in-memory
// LRU behind it; when Redis cannot be reached an instance keeps serving from its own LRU or by rendering.
// Plain ESM: Next loads this file by path at run time, outside the TypeScript build.
import { createRequire } from 'node:module';
import { CacheHandler } from '@fortedigital/nextjs-cache-handler';
import createLruHandler from '@fortedigital/nextjs-cache-handler/local-lru';
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings';
import { createClient } from 'redis';

const require = createRequire(import.meta.url);
const FileSystemCache = require('next/dist/server/lib/incremental-cache/file-system-cache').default;

// How long Redis may take before a read or write counts as failed and the LRU answers instead.
const redisTimeoutMs = 500;

CacheHandler.onCreation(async ({ buildId }) => {
  // One connection per process, however many cache handler objects Next makes.
  globalThis.__idportalCache ??= (async () => {
    const lru = createLruHandler({ maxItemsNumber: 2000, maxItemSizeBytes: 64 * 1024 * 1024 });
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
    const redis = createRedisHandler({ client, keyPrefix: `idportal:${buildId ?? 'dev'}:`, timeoutMs: redisTimeoutMs });
    return { handlers: [redis, lru] };
  })();
  return globalThis.__idportalCache;
});

/** The class Next instantiates: the shared handler when REDIS_URL is set, else Next's own default. */
export default class PortalCacheHandler {
  constructor(context) {
    // A constructor may return another object: Next then talks to that one.
    return process.env.REDIS_URL ? new CacheHandler(context) : new FileSystemCache(context);
  }
}
