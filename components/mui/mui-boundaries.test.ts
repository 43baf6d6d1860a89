import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

// Only the pages and parts inside a MuiProvider load MUI's theme and Emotion cache (mui-provider.tsx).
// An MUI component outside one would draw with MUI's default theme and, on dynamic pages, insert style
// tags without the CSP nonce. This walks the imports from every route file and finds any such MUI.

const root = process.cwd();
const appDir = path.join(root, 'app');
// Hooks that read no theme and insert no style.
const themeFree = new Set(['@mui/material/usePagination']);
const routeFile = /\/(page|layout|not-found|error|loading|template|default|global-not-found|global-error)\.tsx$/;

function resolve(from: string, spec: string): string | null {
  const base = spec.startsWith('@/') ? path.join(root, spec.slice(2)) : spec.startsWith('.') ? path.join(path.dirname(from), spec) : null;
  if (!base) return null;
  const found = [base, `${base}.tsx`, `${base}.ts`, `${base}/index.tsx`, `${base}/index.ts`].find((f) => existsSync(f) && statSync(f).isFile());
  return found && /\.tsx?$/.test(found) ? found : null;
}

interface Module {
  /** What the module imports from MUI, type-only imports left out. */
  mui: string[];
  local: string[];
  /** It renders its content in a MuiProvider (a route layout or a part wrapped with `withMui`). */
  boundary: boolean;
}

const modules = new Map<string, Module>();
function read(file: string): Module {
  const known = modules.get(file);
  if (known) return known;
  const source = readFileSync(file, 'utf8');
  const specs = [
    ...source.matchAll(/^(?:import|export)(?!\s+type\s)[^'";]*?from\s*['"]([^'"]+)['"]/gm),
    ...source.matchAll(/^import\s+['"]([^'"]+)['"]/gm),
    ...source.matchAll(/import\(\s*['"]([^'"]+)['"]\s*\)/g),
  ].map((m) => m[1]);
  const local = specs.map((spec) => resolve(file, spec)).filter((f): f is string => f !== null);
  const parsed = {
    mui: specs.filter((spec) => spec.startsWith('@mui/') && !themeFree.has(spec)),
    local,
    boundary: local.some((f) => /components\/mui\/mui-(provider|layout)\.tsx$/.test(f)),
  };
  modules.set(file, parsed);
  return parsed;
}

/** The import chains from `entry` that reach MUI without passing a boundary. */
function unprovided(entry: string, respectBoundaries = true): string[] {
  const chains: string[] = [];
  const seen = new Set<string>();
  const walk = (file: string, chain: string[]) => {
    if (seen.has(file)) return;
    seen.add(file);
    const found = read(file);
    if (respectBoundaries && found.boundary) return;
    const here = [...chain, path.relative(root, file)];
    if (found.mui.length > 0) chains.push(`${here.join(' > ')} (${found.mui.join(', ')})`);
    for (const next of found.local) walk(next, here);
  };
  walk(entry, []);
  return chains;
}

const files = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? files(full) : [full];
  });

/** A route file below a folder whose layout is the MUI layout. */
function inMuiLayout(file: string): boolean {
  for (let dir = path.dirname(file); dir.startsWith(appDir); dir = path.dirname(dir)) {
    const layout = path.join(dir, 'layout.tsx');
    if (existsSync(layout) && read(layout).boundary) return true;
  }
  return false;
}

describe('MUI is drawn only inside a MuiProvider', () => {
  const routes = files(appDir).filter((f) => routeFile.test(f));

  it('finds MUI where the shell imports it, when boundaries are ignored', () => {
    expect(routes.length).toBeGreaterThan(30);
    expect(unprovided(path.join(root, 'components/consult/consult-dialog.tsx'), false)).not.toEqual([]);
  });

  it.each(routes.map((f) => path.relative(root, f)))('%s', (route) => {
    const file = path.join(root, route);
    expect(inMuiLayout(file) ? [] : unprovided(file)).toEqual([]);
  });
});
