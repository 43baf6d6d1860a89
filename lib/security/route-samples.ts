import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

export interface PageFile {
  /** A path the page answers: `[id]` → `1`, `[...x]` → `a/b`. */
  path: string;
  file: string;
}

// Every page file under a route group (test rooms' pages too, next.config.mjs), with a sample path.
export function pageFiles(group: string): PageFile[] {
  const root = path.join(process.cwd(), 'app', group);
  const out: PageFile[] = [];
  const walk = (dir: string, segments: string[]) => {
    for (const name of readdirSync(dir)) {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) {
        if (name.startsWith('(') || name.startsWith('_')) walk(full, segments);
        else walk(full, [...segments, name.replace(/^\[\[?\.\.\.\w+\]\]?$/, 'a/b').replace(/^\[\w+\]$/, '1')]);
      } else if (name === 'page.tsx' || name === 'page.test-route.tsx') {
        out.push({ path: `/${segments.join('/')}`, file: full });
      }
    }
  };
  walk(root, []);
  return out;
}

/** The sample paths of a route group's pages. */
export const samplePaths = (group: string): string[] => pageFiles(group).map((page) => page.path);
