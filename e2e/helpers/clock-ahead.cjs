// Test-only: loaded (node -r) into a second portal that e2e/helpers/portal.ts starts with `clock: true`,
// never into the suite's server or a deployment. It moves the clock Next's caches read ahead when told,
// so a test lets the identifier page's 30-second window pass without waiting it out (issue 17).
// Next's incremental cache judges the age of a page and of a data-cache entry by
// `performance.timeOrigin + performance.now()` (next/dist/server/lib/incremental-cache), so that is what
// moves. `Date` stays: moved too, the portal left requests for static files unanswered while its
// gateway was down (not pursued; nothing here needs it).
// The test writes the total offset in ms to TEST_CLOCK_FILE and sends SIGUSR2; the offset is applied
// and the file rewritten as `applied <ms>`, which the test waits for before its next request.
'use strict';
const { readFileSync, writeFileSync } = require('node:fs');

const file = process.env.TEST_CLOCK_FILE;
if (!file) throw new Error('clock-ahead.cjs needs TEST_CLOCK_FILE');

let offset = 0;
const realNow = performance.now.bind(performance);
Object.defineProperty(performance, 'now', { configurable: true, writable: true, value: () => realNow() + offset });

process.on('SIGUSR2', () => {
  const wanted = Number(readFileSync(file, 'utf8').trim());
  if (!Number.isFinite(wanted)) return;
  offset = wanted;
  writeFileSync(file, `applied ${wanted}`);
});
