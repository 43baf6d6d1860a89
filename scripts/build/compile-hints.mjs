// After `next build`: marks the scripts every page runs at startup with V8's explicit compile hint
// (`//# allFunctionsCalledOnLoad`, Chrome 136+). Chrome then compiles their functions on the thread that
// streams the script in, instead of lazily on the main thread as each is first called during hydration:
// the identifier page's main thread went from 1,092 to 421 ms of work per load at 4x CPU (decision
// 0038, sixth look). Browsers without the hint read a comment. Next does not write it yet
// (vercel/next.js discussion 101287); this step goes once it does.
// The startup scripts are the build's root files and each route entry's files in the client reference
// manifests; chunks loaded later, on demand, are left to lazy compilation.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const hint = '//# allFunctionsCalledOnLoad\n';
const distDir = path.resolve(process.argv[2] ?? '.next');

/** Every client-reference manifest under the server's app folder. */
function manifests(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return manifests(full);
    return entry.name.endsWith('_client-reference-manifest.js') ? [full] : [];
  });
}

function startupScripts() {
  const files = new Set(JSON.parse(readFileSync(path.join(distDir, 'build-manifest.json'), 'utf8')).rootMainFiles);
  for (const manifest of manifests(path.join(distDir, 'server', 'app'))) {
    for (const [, list] of readFileSync(manifest, 'utf8').matchAll(/"entryJSFiles":\{([^}]*)\}/g)) {
      for (const [, file] of list.matchAll(/"(static\/chunks\/[^"]+\.js)"/g)) files.add(file);
    }
  }
  return [...files];
}

const scripts = startupScripts();
if (scripts.length === 0) throw new Error(`no startup scripts found in ${distDir}: has Next changed its manifests?`);
let marked = 0;
for (const file of scripts) {
  const full = path.join(distDir, file);
  const source = readFileSync(full, 'utf8');
  if (source.startsWith(hint)) continue;
  writeFileSync(full, hint + source);
  marked++;
}
console.log(`compile hint on ${marked} of ${scripts.length} startup scripts (${scripts.length - marked} had it)`);
