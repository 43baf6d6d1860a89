// @ts-check
// How the shared page cache (cache-handler.mjs) writes an entry to Redis: the library's own JSON, handed
// to the Redis client as UTF-8 bytes instead of as a string. A page's HTML holds Chinese, so its JSON is a
// two-byte string, and the client measures such a string and encodes it on the way out on a slow path:
// a SET of an identifier page's 95,000 characters cost 1.7-2.1 ms of CPU as a string and 0.6-0.9 ms
// given as bytes, encoding included (issue 37 item 4).
//
// A page's prefetch segment `/_full` is its whole flight data again, byte for byte: 22,560 of an identifier
// page's 93,714 bytes. It is written as a mark that names the flight data, and put back from it when read.
// Entries are keyed by build (cache-handler.mjs), so no portal of an older build reads the mark. Plain
// CommonJS, as cache-handler.mjs is loaded by path at run time; `// @ts-check` has TypeScript check it.
'use strict';
const { jsonCacheValueSerializer } = require('@fortedigital/nextjs-cache-handler/redis-strings');

const fullSegment = '/_full';
/** Never a segment's own value: those are base64, which has no `@`. */
const sameAsFlightData = '@rscData';

/**
 * @typedef {{ kind?: string, rscData?: unknown, segmentData?: Record<string, unknown> }} PageValue
 * @typedef {{ value?: PageValue | null }} Stored
 */

/**
 * @template T
 * @param {T} value
 * @returns {T}
 */
function withoutSecondFlightData(value) {
  const page = /** @type {Stored} */ (value)?.value;
  const segments = page?.kind === 'APP_PAGE' ? page.segmentData : undefined;
  if (!segments || typeof page?.rscData !== 'string' || segments[fullSegment] !== page.rscData) return value;
  return /** @type {T} */ ({ ...value, value: { ...page, segmentData: { ...segments, [fullSegment]: sameAsFlightData } } });
}

/**
 * @template T
 * @param {T} entry
 * @returns {T}
 */
function withFlightDataBack(entry) {
  const page = /** @type {Stored} */ (entry)?.value;
  const segments = page?.kind === 'APP_PAGE' ? page.segmentData : undefined;
  if (segments?.[fullSegment] === sameAsFlightData) segments[fullSegment] = page?.rscData;
  return entry;
}

/** The library's `valueSerializer` option: its JSON out as a Buffer, in as the library reads it. */
const entriesAsBytes = {
  /** @param {unknown} value */
  serialize: (value) => Buffer.from(JSON.stringify(withoutSecondFlightData(value))),
  /** @param {string} stored as the Redis client returns it */
  deserialize: (stored) => withFlightDataBack(jsonCacheValueSerializer.deserialize(stored)),
};

module.exports = { entriesAsBytes };
