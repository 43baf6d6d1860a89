import { createHash, randomBytes } from 'node:crypto';
import { test as base } from '@playwright/test';
import { suitePort } from './suite';

export { expect } from '@playwright/test';

// The suite's server runs as if behind a reverse proxy (TRUST_PROXY=1, playwright.config.ts), and each
// test is a visitor of its own: its requests say where they came from in X-Forwarded-For, as the proxy
// would. Without this every test would come from 127.0.0.1, and the per-IP limits (20 SMS an hour, 60
// logins in 15 minutes...) would count the whole suite as one client; they stay as production has them.
// The address is in 198.18.0.0/15 (set aside for benchmarks: only a header here, no traffic goes there),
// from the test's id and a salt of this worker, so a test run again within the hour starts afresh.
const salt = randomBytes(8).toString('hex');

/** A stable address in 198.18.0.0/15 for one test (and retry) of this worker. */
export function visitorAddressOf(testId: string, retry = 0): string {
  const [a, b, c] = createHash('sha256').update(`${salt}:${testId}:${retry}`).digest();
  return `198.${18 + (a & 1)}.${b}.${c}`;
}

export const test = base.extend({
  // This worker's own server (helpers/suite.ts).
  baseURL: async ({}, provide) => {
    await provide(`http://127.0.0.1:${suitePort()}`);
  },
  extraHTTPHeaders: async ({ extraHTTPHeaders }, provide, testInfo) => {
    await provide({ ...extraHTTPHeaders, 'X-Forwarded-For': visitorAddressOf(testInfo.testId, testInfo.retry) });
  },
});
