// @ts-check
// How the shared page cache (cache-handler.mjs) writes an entry to Redis: the library's own JSON, handed
// to the Redis client as UTF-8 bytes instead of as a string. A page's HTML holds Chinese, so its JSON is a
// two-byte string, and the client measures such a string and encodes it on the way out on a slow path:
// a SET of an identifier page's 95,000 characters cost 1.7-2.1 ms of CPU as a string and 0.6-0.9 ms
// given as bytes, encoding included (issue 37 item 4). The bytes in Redis are the same either way, so
// portals of either kind read each other's entries. Plain CommonJS, as cache-handler.mjs is loaded by
// path at run time; `// @ts-check` has TypeScript check it all the same.
'use strict';
const { jsonCacheValueSerializer } = require('@fortedigital/nextjs-cache-handler/redis-strings');

/** The library's `valueSerializer` option: its JSON out as a Buffer, in as the library reads it. */
const entriesAsBytes = {
  /** @param {unknown} value */
  serialize: (value) => Buffer.from(JSON.stringify(value)),
  deserialize: jsonCacheValueSerializer.deserialize,
};

module.exports = { entriesAsBytes };
