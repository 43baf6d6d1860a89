import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

// Every page file under a route group (test rooms' pages too, next.config.mjs), as a sample path: `[id]` → `1`, `[...x]` → `a/b`.
export function samplePaths(group: string): string[] {
  const root = path.join(process.cwd(), 'app', group);
  const out: string[] = [];
  const walk = (dir: string, segments: string[]) => {
    for (const name of readdirSync(dir)) {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) {
        if (name.startsWith('(') || name.startsWith('_')) walk(full, segments);
        else walk(full, [...segments, name.replace(/^\[\[?\.\.\.\w+\]\]?$/, 'a/b').replace(/^\[\w+\]$/, '1')]);
      } else if (name === 'page.tsx' || name === 'page.test-route.tsx') {
        out.push(`/${segments.join('/')}`);
      }
    }
  };
  walk(root, []);
  return out;
}
