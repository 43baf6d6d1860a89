// @ts-check
// The shared page cache's Redis handler (@fortedigital/nextjs-cache-handler, cache-handler.mjs) records every
// entry it writes in two hashes, `__sharedTags__` (the entry's tags) and `__sharedTagsTtl__` (when it
// expires), and takes a field out only in its own revalidateTag or in prepare(), which deletes what has
// expired and which it runs once, when a process starts. Redis expires the entries themselves (1.5 times
// their window: 45 s for an identifier page and its data) but not their fields, and cache-handler.mjs
// replaces the library's revalidateTag (decision 0042). So until the next restart the hashes kept a field
// for every page and data entry ever written: 300 never-seen identifiers left 600 fields in each, 190 kB
// together, about 630 MB for a million in a Redis given 512 MB (deploy/compose.yaml). Each process now runs
// the library's own prepare() every minute, so the hashes hold what was written in the last two minutes
// or so. Plain CommonJS, as cache-handler.mjs is loaded by path at run time.
'use strict';

/**
 * Runs `handler.prepare()` every `everyMs`, one run at a time, without keeping the process alive. A run
 * that fails (Redis away: the client says so once itself) is tried again at the next tick.
 * @param {{ prepare?: () => Promise<void> }} handler
 * @param {{ everyMs?: number }} [options]
 * @returns {() => void} stops it
 */
function pruneExpiredFields(handler, { everyMs = 60_000 } = {}) {
  const prepare = handler.prepare;
  if (!prepare) return () => undefined;
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    Promise.resolve()
      .then(() => prepare.call(handler))
      .catch(() => undefined)
      .finally(() => (running = false));
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}

module.exports = { pruneExpiredFields };
