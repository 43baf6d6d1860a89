/**
 * Runs after `next build` (npm run build): Next's incremental cache measures every entry it writes with
 * `JSON.stringify(entry).length`, to refuse data entries over 2 MB, and it measures pages too, whose
 * size it then ignores. A page entry holds its flight data as a Buffer, which JSON writes as an array of
 * numbers: 2.2 ms of CPU for the 21.8 kB of an identifier page on this machine kind, about a twentieth
 * of a cold render (decision 0063). In the standalone copy the build ships, this step has the runtimes
 * measure data entries only, exactly as before for them. It fails the build when Next's page runtime no
 * longer holds the statement, so an upgrade that changes it is seen; the step goes when Next measures
 * only what it checks.
 */
import { readFileSync, readdirSync, renameSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';

// `let i=JSON.stringify(t).length;if(r.fetchCache&&i>2097152` with the minifier's names.
const measured = /let (\w+)=JSON\.stringify\((\w+)\)\.length;if\((\w+)\.fetchCache&&\1>2097152/g;
const lazy = /let (\w+)=(\w+)\.fetchCache\?JSON\.stringify\((\w+)\)\.length:0;if\(\2\.fetchCache&&\1>2097152/;

export type SizeCheck = 'changed' | 'already' | 'absent';

/** The runtime's source with the entry measured only when it is a data entry, and what was found. */
export function measureDataEntriesOnly(source: string): { source: string; found: SizeCheck } {
  const matches = [...source.matchAll(measured)];
  if (matches.length > 1) throw new Error(`the entry size check appears ${matches.length} times: has Next changed its incremental cache?`);
  if (matches.length === 1) {
    const replaced = source.replace(measured, (_all, size: string, entry: string, context: string) => `let ${size}=${context}.fetchCache?JSON.stringify(${entry}).length:0;if(${context}.fetchCache&&${size}>2097152`);
    return { source: replaced, found: 'changed' };
  }
  return { source, found: lazy.test(source) ? 'already' : 'absent' };
}

/** The page runtime Next's standalone server renders identifier pages with (its Turbopack build). */
export const pageRuntime = 'app-page-turbo.runtime.prod.js';

function main() {
  const dir = path.resolve(process.argv[2] ?? '.next/standalone', 'node_modules/next/dist/compiled/next-server');
  if (!existsSync(dir)) {
    console.info('No standalone build: the entry size check is left as it is');
    return;
  }
  const found = new Map<string, SizeCheck>();
  for (const name of readdirSync(dir).filter((file) => file.endsWith('.runtime.prod.js'))) {
    const file = path.join(dir, name);
    const result = measureDataEntriesOnly(readFileSync(file, 'utf8'));
    found.set(name, result.found);
    if (result.found !== 'changed') continue;
    // A new file put in place, so a file the copy shares with node_modules (a hard link) stays as it was.
    writeFileSync(`${file}.tmp`, result.source);
    renameSync(`${file}.tmp`, file);
  }
  if (found.get(pageRuntime) === 'absent' || !found.has(pageRuntime)) {
    throw new Error(`${pageRuntime} no longer measures entries as scripts/build/entry-size-check.ts expects: see decision 0063`);
  }
  const changed = [...found].filter(([, state]) => state === 'changed').map(([name]) => name);
  console.info(`entry size check on data entries only in ${changed.length} runtimes${changed.length ? ` (${changed.join(', ')})` : ''}`);
}

if (require.main === module) main();
