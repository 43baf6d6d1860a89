// npm run audit (issue 9, item 9): `npm audit --omit=dev`, failing on a high or critical finding.
// Where the registry refuses the advisory endpoint (this machine's mirror answers 405), the script
// says so and falls back to what the registry does serve: for every production package in the
// lockfile, whether its version is deprecated and whether a newer patch of the same minor exists
// (security fixes ship as patches). The fallback cannot see advisories, so it reports, never passes.
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { promisify } from 'node:util';

const run = promisify(execFile);
const registry = (process.env.npm_config_registry ?? 'https://registry.npmjs.org/').replace(/\/?$/, '/');

async function npmAudit() {
  try {
    const { stdout } = await run('npm', ['audit', '--omit=dev', '--json'], { maxBuffer: 64 * 1024 * 1024 });
    return JSON.parse(stdout);
  } catch (error) {
    // npm audit exits 1 when it finds something; its JSON is then on stdout all the same.
    try {
      const report = JSON.parse(error.stdout);
      if (report.metadata?.vulnerabilities) return report;
      return { refused: report.message || report.error?.summary || 'no report' };
    } catch {
      return { refused: String(error.stderr || error.message).split('\n').find((line) => /\d{3}|error/i.test(line)) ?? 'no report' };
    }
  }
}

function productionPackages() {
  const lock = JSON.parse(readFileSync('package-lock.json', 'utf8'));
  const byName = new Map();
  for (const [where, entry] of Object.entries(lock.packages)) {
    if (!where || entry.dev || entry.link || !entry.version) continue;
    const name = entry.name ?? where.slice(where.lastIndexOf('node_modules/') + 'node_modules/'.length);
    byName.set(`${name}@${entry.version}`, { name, version: entry.version });
  }
  return [...byName.values()];
}

const parse = (version) => version.split(/[.+-]/).slice(0, 3).map(Number);

async function registryCheck({ name, version }) {
  const response = await fetch(`${registry}${name.replace('/', '%2F')}`, { headers: { accept: 'application/vnd.npm.install-v1+json' } });
  if (!response.ok) return { name, version, error: `HTTP ${response.status}` };
  const { versions } = await response.json();
  const [major, minor, patch] = parse(version);
  const newerPatches = Object.keys(versions).filter((candidate) => {
    if (candidate.includes('-')) return false;
    const [a, b, c] = parse(candidate);
    return a === major && b === minor && c > patch;
  });
  return { name, version, deprecated: versions[version]?.deprecated, newerPatch: newerPatches.sort((x, y) => parse(y)[2] - parse(x)[2])[0] };
}

async function inBatches(items, size, task) {
  const results = [];
  for (let i = 0; i < items.length; i += size) results.push(...(await Promise.all(items.slice(i, i + size).map(task))));
  return results;
}

const report = await npmAudit();
if (!('refused' in report)) {
  const counts = report.metadata.vulnerabilities;
  console.log(`npm audit --omit=dev: ${Object.entries(counts).map(([level, n]) => `${level} ${n}`).join(', ')}`);
  for (const [name, finding] of Object.entries(report.vulnerabilities ?? {})) {
    console.log(`  ${finding.severity.padEnd(8)} ${name} ${finding.range} ${finding.fixAvailable ? '(fix available)' : '(no fix)'}`);
  }
  process.exit(counts.high + counts.critical > 0 ? 1 : 0);
}

console.log(`npm audit --omit=dev was refused by the registry: ${report.refused}`);
console.log('Fallback: deprecation and newer patches from the registry (advisories cannot be read here).');
const packages = productionPackages();
const checked = await inBatches(packages, 16, registryCheck);
const unreadable = checked.filter((p) => p.error);
const deprecated = checked.filter((p) => p.deprecated);
const behind = checked.filter((p) => p.newerPatch);
for (const p of deprecated) console.log(`  deprecated  ${p.name}@${p.version}: ${p.deprecated}`);
for (const p of behind) console.log(`  newer patch ${p.name}@${p.version} -> ${p.newerPatch}`);
for (const p of unreadable) console.log(`  unreadable  ${p.name}@${p.version}: ${p.error}`);
console.log(`${packages.length} production packages: ${deprecated.length} deprecated, ${behind.length} behind a patch, ${unreadable.length} unreadable`);
