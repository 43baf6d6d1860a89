import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

// The browser tests run against the production build, served the way the container serves it
// (the standalone server), on a fresh demo database of their own.
const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${port}`;
// Debian's chromium-headless-shell (the headless-only build Playwright itself runs by default) where it is
// installed: the same Blink and V8 as /usr/bin/chromium at half the CPU on this 2-core machine (four spec
// files: 68 CPU-seconds against 137), where the browser tests are CPU-bound (decision 0023).
const headlessShell = '/usr/lib/chromium/chromium-headless-shell';
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? (existsSync(headlessShell) ? headlessShell : '/usr/bin/chromium'),
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
};

// Traces are off unless E2E_TRACE=on: recording one for every test (screenshots and DOM snapshots,
// kept only on failure) cost a fifth of the browser tests' time on this 2-core machine, and a failure
// still leaves its page snapshot in test-results/*/error-context.md.
export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['json', { outputFile: 'test-results/playwright.json' }]] : [['list'], ['json', { outputFile: 'test-results/playwright.json' }]],
  use: { baseURL, trace: process.env.E2E_TRACE === 'on' ? 'retain-on-failure' : 'off', locale: 'zh-CN', timezoneId: 'Asia/Shanghai', launchOptions: chromium },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 }, launchOptions: chromium } },
    { name: 'phone', use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, launchOptions: chromium }, grepInvert: /@desktop-only/ },
  ],
  webServer: {
    // The server's log of the whole run is kept: scripts/check-logs.mjs greps it for secrets afterwards.
    command: `bash scripts/serve-standalone.sh`,
    // Ready, not just alive: /readyz opens (and on a fresh directory seeds) the database first.
    url: `${baseURL}/readyz`,
    reuseExistingServer: false,
    timeout: 120_000,
    // A console is configured (e2e/helpers/order.ts answers it with a stand-in), and the case centre and the
    // trading platform at addresses of their own (e2e/shell.spec.ts), as is the account site; e2e/default-settings.spec.ts
    // runs without any. TRUST_PROXY=1 as behind a reverse proxy: each test says in X-Forwarded-For that it is
    // a visitor of its own (helpers/test.ts), so the per-IP limits, as production has them, count per test.
    env: { TRUST_PROXY: '1', LOG_FILE: 'tmp/e2e-server.log', PORT: String(port), DATA_DIR: './tmp/e2e-data', SITE_URL: baseURL, NODE_ENV: 'production', SESSION_SECRET: 'e2e-only-secret-0123456789abcdefghijklmnop', GATEWAY_MODE: 'test', HOSTNAME: '127.0.0.1', CONSOLE_URL: 'http://localhost:3000/console', CASE_CENTER_URL: 'https://cases.example.cn/', TRADING_PLATFORM_URL: 'https://trade.example.cn/', ACCOUNT_SITE_URL: 'https://account.example.cn/login', REVALIDATE_SECRET: 'e2e-only-revalidate-secret-0123456789abcdef' },
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
