import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { suiteBasePort, suiteLogOf, suitePortOf, suiteRevalidateSecret, suiteSessionSecret, suiteWorkers } from './e2e/helpers/suite';
// The public links the suite's servers show; scripts/test/test.sh builds with them too, so the first server
// serves the build's prerendered pages as they are, as a deployment built for its addresses does.
import suiteAddresses from './e2e/suite-addresses.json';

// The browser tests run against the production build, served the way the container serves it
// (the standalone server), on a fresh demo database of their own.
const port = suiteBasePort;
const baseURL = `http://127.0.0.1:${port}`;
const workers = suiteWorkers;

/**
 * The suite's server for one worker. The first serves the build in place; the others serve a copy of it
 * (their own SITE_URL: runtime/prerender-check.cjs renders its prerendered pages again in that copy).
 * A console is configured (e2e/helpers/order.ts answers it with a stand-in), and the case centre and the
 * trading platform at addresses of their own (e2e/shell.spec.ts), as is the account site;
 * e2e/default-settings.spec.ts runs without any. TRUST_PROXY=1 as behind a reverse proxy: each test says in
 * X-Forwarded-For that it is a visitor of its own (helpers/test.ts), so the per-IP limits, as production
 * has them, count per test. The server's log of the whole run is kept: scripts/test/check-logs.mjs greps it
 * for secrets afterwards.
 */
function suiteServer(index: number) {
  const origin = `http://127.0.0.1:${suitePortOf(index)}`;
  const dataDir = index > 0 ? `./tmp/e2e-data-w${index}` : './tmp/e2e-data';
  return {
    // On a copy of the run's seeded database where scripts/test/test.sh made one (scripts/test/e2e-data.sh).
    command: `bash scripts/test/e2e-data.sh into ${dataDir} && bash scripts/ops/serve-standalone.sh`,
    // Ready, not just alive: /readyz opens (and on a fresh directory seeds) the database first.
    url: `${origin}/readyz`,
    reuseExistingServer: false,
    timeout: 180_000,
    env: {
      ...(index > 0 ? { STANDALONE_COPY: `tmp/e2e-build-w${index}` } : {}),
      TRUST_PROXY: '1',
      LOG_FILE: suiteLogOf(index),
      PORT: String(suitePortOf(index)),
      DATA_DIR: dataDir,
      SITE_URL: origin,
      NODE_ENV: 'production',
      SESSION_SECRET: suiteSessionSecret,
      GATEWAY_MODE: 'test',
      HOSTNAME: '127.0.0.1',
      ...suiteAddresses,
      REVALIDATE_SECRET: suiteRevalidateSecret,
      // New passwords hashed at N=2^12, not the storage setting, as the run's seeded database's (scripts/test/e2e-data.sh,
      // decision 0040): the suite registers, resets and logs in some 200 times.
      PASSWORD_TEST_COST: '12',
    },
    stdout: 'pipe' as const,
    stderr: 'pipe' as const,
  };
}
// Debian's chromium-headless-shell (the headless-only build Playwright itself runs by default) where it is
// installed: the same Blink and V8 as /usr/bin/chromium at half the CPU on this 2-core machine (four spec
// files: 68 CPU-seconds against 137), where the browser tests are CPU-bound (decision 0023).
// `--in-process-gpu`: the GPU process (software compositing here, --disable-gpu) runs inside the browser
// process, which spares the IPC between them: two spec files on both projects took 148 s and 277
// CPU-seconds with it separate, 123 s and 228 with it in process, every test passing (decision 0023).
const headlessShell = '/usr/lib/chromium/chromium-headless-shell';
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? (existsSync(headlessShell) ? headlessShell : '/usr/bin/chromium'),
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic', '--in-process-gpu'],
};

// Traces are off unless E2E_TRACE=on: recording one for every test (screenshots and DOM snapshots,
// kept only on failure) cost a fifth of the browser tests' time on this 2-core machine, and a failure
// still leaves its page snapshot in test-results/*/error-context.md.
export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['json', { outputFile: 'test-results/playwright.json' }]] : [['list'], ['json', { outputFile: 'test-results/playwright.json' }]],
  use: { baseURL, trace: process.env.E2E_TRACE === 'on' ? 'retain-on-failure' : 'off', locale: 'zh-CN', timezoneId: 'Asia/Shanghai', launchOptions: chromium },
  // Each journey runs in the viewport where it can fail (issue 65): every journey on the desktop, once; on the
  // phone only those tagged @phone (layout, touch, the drawer, the first screen, sideways scrolling: they run
  // on both) and @phone-only (they measure the phone alone). The flows a phone shares with the desktop (forms,
  // orders, server rules) ran twice for nothing: 449 of the browser stage's 1,528 worker-seconds.
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 }, launchOptions: chromium }, grepInvert: /@phone-only/ },
    { name: 'phone', use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, launchOptions: chromium }, grep: /@phone\b/ },
  ],
  // One server per worker (e2e/helpers/suite.ts): each worker's journeys have a database of their own,
  // so journeys sharing the demo accounts never meet, and the two cores are kept busy (decision 0023).
  webServer: Array.from({ length: workers }, (_, index) => suiteServer(index)),
});
