import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { dynamicRoutes, isDynamicPath } from './csp';

// Every page file under a route group, as a sample path: `[id]` → `1`, `[...x]` → `a/b`.
function samplePaths(group: string): string[] {
  const root = path.join(process.cwd(), 'app', group);
  const out: string[] = [];
  const walk = (dir: string, segments: string[]) => {
    for (const name of readdirSync(dir)) {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) {
        if (name.startsWith('(') || name.startsWith('_')) walk(full, segments);
        else walk(full, [...segments, name.replace(/^\[\[?\.\.\.\w+\]\]?$/, 'a/b').replace(/^\[\w+\]$/, '1')]);
      } else if (name === 'page.tsx') {
        out.push(`/${segments.join('/')}`);
      }
    }
  };
  walk(root, []);
  return out;
}

describe('which pages get the nonce policy', () => {
  it('every page of app/(app) is dynamic', () => {
    for (const p of samplePaths('(app)')) expect({ path: p, dynamic: isDynamicPath(p) }).toEqual({ path: p, dynamic: true });
  });

  it('no page of app/(site) or app/(promo) is', () => {
    for (const p of [...samplePaths('(site)'), ...samplePaths('(promo)')]) {
      expect({ path: p, dynamic: isDynamicPath(p) }).toEqual({ path: p, dynamic: false });
    }
  });

  it('every listed route has a page in app/(app)', () => {
    const pages = samplePaths('(app)');
    for (const route of dynamicRoutes) expect({ route: String(route), page: pages.some((p) => route.test(p)) }).toEqual({ route: String(route), page: true });
  });

  it('an unknown path is rendered by the (site) catch-all, so it is not dynamic', () => {
    expect(isDynamicPath('/no/such/page')).toBe(false);
  });
});
