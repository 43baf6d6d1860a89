import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

// Code that runs in the browser imports the areas it uses (`@/core/messages/identifier`), never the whole
// catalogue (`@/core/messages`): a client module that did put every text of the portal, about 12 kB of
// brotli, into the first load of every page it is on (issue 64 item 3). This walks the static imports from
// every 'use client' module, as the bundler does, and lists those reached that import the catalogue.
const root = path.join(__dirname, '..', '..');
const folders = ['app', 'components', 'lib', 'core'];

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

function resolve(from: string, specifier: string): string | undefined {
  const base = specifier.startsWith('@/') ? path.join(root, specifier.slice(2)) : specifier.startsWith('.') ? path.resolve(path.dirname(from), specifier) : undefined;
  if (!base) return undefined;
  return ['.ts', '.tsx', '/index.ts', '/index.tsx'].map((ext) => base + ext).find((file) => existsSync(file));
}

/** Static value imports (`import type` is erased, `import()` is loaded later, on demand). */
const imports = (source: string) => [...source.matchAll(/^import (?!type )[^'"]*?['"]([^'"]+)['"]/gm)].map((m) => m[1]);

describe('messages in the browser', () => {
  const files = folders.flatMap((folder) => sources(path.join(root, folder)));
  const text = new Map(files.map((file) => [file, readFileSync(file, 'utf8')]));
  const clientEntries = files.filter((file) => /^['"]use client['"]/m.test(text.get(file)!));

  it('reaches every client module from the client entries', () => {
    expect(clientEntries.length).toBeGreaterThan(100);
  });

  it('imports only the areas a client module uses, not the whole catalogue', () => {
    const reached = new Set<string>();
    const pending = [...clientEntries];
    while (pending.length) {
      const file = pending.pop()!;
      if (reached.has(file)) continue;
      reached.add(file);
      for (const specifier of imports(text.get(file) ?? readFileSync(file, 'utf8'))) {
        const target = resolve(file, specifier);
        if (target) pending.push(target);
      }
    }
    const whole = [...reached].filter((file) => imports(text.get(file) ?? '').includes('@/core/messages'));
    expect(whole.map((file) => path.relative(root, file))).toEqual([]);
  });
});
