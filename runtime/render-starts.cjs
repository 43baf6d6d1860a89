// @ts-check
// When the render that writes a cache entry began, for the page cache's handler (cache-handler.mjs).
//
// A cache entry is dated when it is written, and a tag revalidated after that date leaves it standing.
// A render that read an identifier's data before a recall was pushed, and wrote its page after, was
// therefore taken for the page after the recall: the next scans got the page without the notice until
// its 30-second window ran out. Dated when its render began, the entry is older than the push, and the
// push's tag time puts it out as it does any copy from before.
//
// A render begins with the read that found nothing fresh for its key: no entry, or one past its window
// (Next renders in the background then). That read's time is remembered until the key is written.
// Plain CommonJS with `// @ts-check`, as cache-handler.mjs is loaded by path outside the TypeScript build.
'use strict';
const { RecentMap } = require('../lib/cache/recent-map.cjs');

/**
 * @param {{ limit?: number, maxAgeMs?: number, now?: () => number }} [options] `limit`: keys remembered
 *   at once (a read that leads to no write, such as a page that is never cached, is forgotten with age);
 *   `maxAgeMs`: a read longer ago than this began no render still running (Next gives up on it first).
 */
function renderStarts({ limit = 10_000, maxAgeMs = 60_000, now = Date.now } = {}) {
  /** @type {RecentMap<string, number>} */
  const began = new RecentMap(limit);
  return {
    /**
     * After the handler answered a read of `key`.
     * @param {string} key
     * @param {number | null} freshUntil when the entry it answered leaves its window (ms since the epoch;
     *   Infinity for never), or null for none
     */
    read(key, freshUntil) {
      const time = now();
      if (freshUntil !== null && time < freshUntil) return;
      const since = began.get(key);
      if (since === undefined || time - since > maxAgeMs) began.set(key, time);
    },
    /**
     * When `key` is written: the time to date the entry by, and the key is forgotten.
     * @param {string} key
     * @returns {number}
     */
    written(key) {
      const time = now();
      const since = began.get(key);
      began.delete(key);
      return since !== undefined && time - since <= maxAgeMs ? since : time;
    },
  };
}

module.exports = { renderStarts };
