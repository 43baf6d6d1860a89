// Fails when a Playwright project of the browser tests ran no test: a tag that matches nothing (the phone
// project runs only @phone journeys, playwright.config.ts) must not pass the stage in silence. Prints the
// journeys each project ran. Usage: node scripts/test/projects-ran.mjs report.json desktop phone
import { readFileSync } from 'node:fs';

const [report, ...projects] = process.argv.slice(2);
const ran = Object.fromEntries(projects.map((name) => [name, 0]));
const walk = (suite) => {
  for (const spec of suite.specs ?? []) for (const test of spec.tests) if (test.projectName in ran && test.results.some((r) => r.status !== 'skipped')) ran[test.projectName] += 1;
  for (const child of suite.suites ?? []) walk(child);
};
for (const suite of JSON.parse(readFileSync(report, 'utf8')).suites) walk(suite);
console.log(`journeys run per project: ${Object.entries(ran).map(([name, n]) => `${name} ${n}`).join(', ')}`);
const none = Object.entries(ran).filter(([, n]) => n === 0).map(([name]) => name);
if (none.length > 0) {
  console.error(`✘ no journey ran in: ${none.join(', ')}`);
  process.exit(1);
}
