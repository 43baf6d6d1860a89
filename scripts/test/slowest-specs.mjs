// Prints the browser-test files that took longest, per project, from Playwright's JSON report, so the
// test command's log shows where its minutes go.
import { readFileSync } from 'node:fs';

const report = JSON.parse(readFileSync(process.argv[2] ?? 'test-results/playwright.json', 'utf8'));
const totals = new Map();
function walk(suite, file) {
  const here = suite.file ?? file;
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests) {
      const ms = test.results.reduce((sum, r) => sum + r.duration, 0);
      const key = `${test.projectName} ${here}`;
      totals.set(key, (totals.get(key) ?? 0) + ms);
    }
  }
  for (const child of suite.suites ?? []) walk(child, here);
}
for (const suite of report.suites) walk(suite, suite.file);
const rows = [...totals].sort((a, b) => b[1] - a[1]).slice(0, Number(process.argv[3] ?? 20));
for (const [key, ms] of rows) console.log(`${(ms / 1000).toFixed(0).padStart(5)} s  ${key}`);
