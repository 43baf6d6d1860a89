// @ts-check
// The runtime's one preload (docs/decisions/0046): `node -r ./prerender-check.cjs server.js` in every start
// path (serve-standalone.sh and `npm start`, the Dockerfile, the browser tests' portals); the build puts it
// beside server.js. Prerendered pages carry what the build was given:
// SITE_URL (canonical URLs, Open Graph, JSON-LD, QR targets), the public links and phone, and whether
// the 演示环境 banner shows. The build records those variables (scripts/build/record-prerender-inputs.ts); when
// this server's differ, the prerendered files are removed before Next reads any of them, and Next renders
// each page again on its first request with this server's values. It must run before Next: Next starts
// preloading its entries before instrumentation, so a later removal can be too late (docs/decisions/0022).
// Plain CommonJS on purpose: it runs beside server.js with nothing compiled; `// @ts-check` and
// tsconfig.json's include have TypeScript check it all the same.
'use strict';
const fs = require('node:fs');
const path = require('node:path');

const inputsFile = 'prerender-inputs.json';

/**
 * The build folder of the server being started: beside its main script, else in the working directory.
 * @param {string | undefined} mainScript
 * @param {string} cwd
 * @returns {string | undefined}
 */
function distDirOf(mainScript, cwd) {
  const candidates = [mainScript ? path.join(path.dirname(path.resolve(mainScript)), '.next') : undefined, path.join(cwd, '.next')];
  return candidates.find((dir) => dir && fs.existsSync(path.join(dir, 'prerender-manifest.json')));
}

/**
 * @param {string} file
 * @returns {any} the parsed file, or null when it is missing or not JSON
 */
function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/**
 * Removes the prerendered files made with other values; answers what differed and how many files went.
 * @param {string} distDir
 * @param {NodeJS.ProcessEnv} env
 * @returns {{ differing: string[], removed: number, builtSiteUrl?: string }}
 */
function reconcile(distDir, env) {
  const built = readJson(path.join(distDir, inputsFile));
  const names = Object.keys(built?.variables ?? {});
  const running = Object.fromEntries(names.map((name) => [name, env[name] ?? '']));
  const differing = built?.variables ? names.filter((name) => (built.variables[name] ?? '') !== running[name]) : ['(no record of the build)'];
  if (differing.length === 0) return { differing, removed: 0 };
  const manifest = readJson(path.join(distDir, 'prerender-manifest.json'));
  const appDir = path.join(distDir, 'server', 'app');
  let removed = 0;
  for (const route of Object.keys(manifest?.routes ?? {})) {
    const base = path.join(appDir, route === '/' ? 'index' : route.slice(1));
    for (const ext of ['.html', '.rsc', '.meta', '.body', '.segments']) {
      if (!fs.existsSync(base + ext)) continue;
      fs.rmSync(base + ext, { recursive: true, force: true });
      removed += 1;
    }
  }
  // Next's own disk cache of pages it rendered since the build (route-cache) holds the old values too.
  const routeCache = path.join(distDir, 'server', 'route-cache');
  if (fs.existsSync(routeCache)) {
    fs.rmSync(routeCache, { recursive: true, force: true });
    removed += 1;
  }
  // What is on disk from now on was (or will be) rendered with these values.
  if (built?.variables) fs.writeFileSync(path.join(distDir, inputsFile), JSON.stringify({ ...built, variables: running }, null, 2));
  return { differing, removed, builtSiteUrl: built?.variables?.SITE_URL };
}

function main() {
  if (process.env.NEXT_PHASE === 'phase-production-build') return;
  const distDir = distDirOf(process.argv[1], process.cwd());
  if (!distDir) return;
  try {
    const result = reconcile(distDir, process.env);
    if (result.removed === 0 && result.differing.length === 0) return;
    const line = { level: 'warn', time: new Date().toISOString(), differing: result.differing, builtFor: result.builtSiteUrl ?? null, siteUrl: process.env.SITE_URL ?? null, removed: result.removed };
    process.stdout.write(`${JSON.stringify({ ...line, msg: `prerendered pages were built with other values (${result.differing.join(', ')}): they are rendered again on first request with this server's; build with these values to serve them from the build` })}\n`);
  } catch (error) {
    process.stderr.write(
      `${JSON.stringify({ level: 'fatal', time: new Date().toISOString(), msg: `The prerendered pages were built with other values and cannot be regenerated (${String(error)}). Rebuild for this address: docker build --build-arg SITE_URL=${process.env.SITE_URL ?? '…'} . (or SITE_URL=… npm run build).` })}\n`,
    );
    process.exit(1);
  }
}

main();
