// @ts-check
// The in-memory layer of the shared page cache (cache-handler.mjs): each portal keeps its most recent
// pages here behind Redis, and serves from here alone while Redis is unreachable (decision 0026).
// Plain CommonJS, as cache-handler.mjs is loaded by path at run time outside the TypeScript build;
// `// @ts-check` and tsconfig.json's include have TypeScript check it all the same.
//
// Instead of the library's local-lru handler, for two reasons:
// - Size. The library measures every entry with `JSON.stringify(entry).length`. A page's flight data is
//   a Buffer, which JSON writes as an array of numbers: about 2.5 ms of CPU for a 20 kB identifier page on
//   this machine kind, once per render, on the cold scan's path (issue 37 item 4); and the size it finds
//   counts each byte of flight data as three or four characters and the per-segment prefetch data (a Map)
//   as nothing. Here an entry counts the bytes it holds, read off the value's fields.
// - Revalidation. A tag is revalidated by its time, not by walking every entry for each tag (decision
//   0042); the most recent `tagLimit` tag times are kept, and an entry older than one of its tags is gone.
'use strict';
const { createConfiguredCache } = require('@fortedigital/nextjs-cache-handler/local-lru');
const { RecentMap } = require('../lib/cache/recent-map.cjs');

/** A character V8 cannot keep in a one-byte string. */
const beyondLatin1 = /[^\u0000-\u00ff]/;

/** What an entry costs beside its bodies: key, tags, headers, the object itself. */
const entryOverhead = 1024;

/**
 * The bytes an entry holds, without serialising it: a page's HTML and flight data and its per-segment
 * prefetch data, a route's body; anything else (fetch data, small) by its JSON.
 * @param {any} entry a CacheHandlerValue: `{ value, tags, lastModified, lifespan }`
 * @returns {number} a positive integer, as the LRU wants
 */
function entrySize(entry) {
  const value = entry?.value;
  switch (value?.kind) {
    case 'APP_PAGE': {
      let size = entryOverhead + bodySize(value.html) + bodySize(value.rscData) + bodySize(value.postponed);
      for (const segment of value.segmentData?.values() ?? []) size += bodySize(segment);
      return size;
    }
    case 'PAGES':
      return entryOverhead + bodySize(value.html) + bodySize(JSON.stringify(value.pageData ?? null));
    case 'APP_ROUTE':
      return entryOverhead + bodySize(value.body);
    default:
      return Math.max(1, JSON.stringify(entry ?? null).length);
  }
}

/**
 * @param {unknown} body a string, a Buffer or nothing
 * @returns {number} the bytes V8 holds it in: a string with any character past Latin-1 is kept two bytes a
 *   character, as a Chinese page's HTML always is (its length alone counted half of it)
 */
function bodySize(body) {
  if (typeof body === 'string') return beyondLatin1.test(body) ? body.length * 2 : body.length;
  if (body instanceof Uint8Array) return body.byteLength;
  return 0;
}

/**
 * A cache handler (@fortedigital/nextjs-cache-handler's Handler) over an LRU in this process.
 * @param {{ maxItems: number, maxBytes: number, tagLimit?: number }} options
 */
function pagesInMemory({ maxItems, maxBytes, tagLimit = 200_000 }) {
  const entries = createConfiguredCache(entrySize, { maxItemsNumber: maxItems, maxItemSizeBytes: maxBytes });
  /** @type {RecentMap<string, number>} when each tag was last revalidated, the newest `tagLimit` */
  const tagTimes = new RecentMap(tagLimit);
  /**
   * @param {any} entry
   * @param {readonly string[] | undefined} implicitTags
   */
  const stale = (entry, implicitTags) => [...(entry.tags ?? []), ...(implicitTags ?? [])].some((tag) => (tagTimes.get(tag) ?? 0) > entry.lastModified);
  /** @param {readonly string[]} tags */
  const revalidateTags = (tags) => {
    const now = Date.now();
    for (const tag of tags) tagTimes.set(tag, now);
  };
  return {
    name: 'memory+tag-times',
    /**
     * @param {string} key
     * @param {{ implicitTags?: readonly string[] } | undefined} meta
     */
    async get(key, meta) {
      const entry = entries.get(key);
      if (!entry) return null;
      if (stale(entry, meta?.implicitTags)) {
        entries.delete(key);
        return null;
      }
      return entry;
    },
    /**
     * @param {string} key
     * @param {any} entry
     * @param {{ setOnlyIfNotExists?: boolean } | undefined} context
     */
    async set(key, entry, context) {
      if (context?.setOnlyIfNotExists && entries.has(key)) return;
      entries.set(key, entry);
    },
    /** @param {string} tag */
    async revalidateTag(tag) {
      revalidateTags([tag]);
    },
    revalidateTags,
    /** @param {string} key */
    async delete(key) {
      entries.delete(key);
    },
    /** The bytes held, as the LRU counts them. */
    get size() {
      return entries.calculatedSize;
    },
  };
}

module.exports = { pagesInMemory, entrySize };
