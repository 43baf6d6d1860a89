import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { recordedVariables } from '@/lib/prerender/inputs';

// runtime/prerender-check.cjs as servers run it: preloaded by node in a folder holding a build.
const check = path.resolve('runtime/prerender-check.cjs');

function fakeBuild(builtWith: Record<string, string> | null) {
  const dir = mkdtempSync(path.join(tmpdir(), 'prerender-'));
  const distDir = path.join(dir, '.next');
  const appDir = path.join(distDir, 'server', 'app');
  mkdirSync(path.join(appDir, 'news', 'detail'), { recursive: true });
  writeFileSync(path.join(distDir, 'prerender-manifest.json'), JSON.stringify({ routes: { '/home': {}, '/news/detail/19': {} } }));
  for (const base of ['home', 'news/detail/19']) {
    for (const ext of ['.html', '.rsc', '.meta']) writeFileSync(path.join(appDir, base + ext), 'built');
    mkdirSync(path.join(appDir, `${base}.segments`));
  }
  writeFileSync(path.join(appDir, 'keep.txt'), 'not a prerendered page');
  // What Next writes there after serving a page: its own disk cache of rendered pages.
  mkdirSync(path.join(distDir, 'server', 'route-cache', 'APP_PAGE', 'abc', '$'), { recursive: true });
  writeFileSync(path.join(distDir, 'server', 'route-cache', 'APP_PAGE', 'abc', '$', 'news.html'), 'built');
  writeFileSync(path.join(dir, 'server.js'), '');
  if (builtWith) writeFileSync(path.join(distDir, 'prerender-inputs.json'), JSON.stringify({ variables: recordedVariables(builtWith) }));
  return { dir, appDir, distDir };
}

/** node -r prerender-check.cjs server.js, with only the given variables. */
function start(dir: string, env: Record<string, string>) {
  const run = spawnSync(process.execPath, ['-r', check, path.join(dir, 'server.js')], { cwd: dir, env: { PATH: process.env.PATH, NODE_ENV: 'production', ...env }, encoding: 'utf8' });
  return { status: run.status, output: run.stdout + run.stderr };
}

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

describe('prerender-check.cjs', () => {
  it('leaves the build alone when the server runs with the values it was built with', () => {
    const { dir, appDir, distDir } = fakeBuild({ SITE_URL: 'https://id.example.cn' });
    dirs.push(dir);
    expect(start(dir, { SITE_URL: 'https://id.example.cn' })).toEqual({ status: 0, output: '' });
    expect(existsSync(path.join(appDir, 'home.html'))).toBe(true);
    expect(existsSync(path.join(distDir, 'server', 'route-cache'))).toBe(true);
  });

  it('removes every prerendered page made for another address, only those, and records the new values', () => {
    const { dir, appDir, distDir } = fakeBuild({ SITE_URL: 'http://localhost:3000' });
    dirs.push(dir);
    const first = start(dir, { SITE_URL: 'https://id.example.cn' });
    expect(first.status).toBe(0);
    expect(JSON.parse(first.output)).toMatchObject({ level: 'warn', differing: ['SITE_URL'], builtFor: 'http://localhost:3000', removed: 9 });
    expect(existsSync(path.join(distDir, 'server', 'route-cache'))).toBe(false);
    for (const file of ['home.html', 'home.rsc', 'home.meta', 'home.segments', 'news/detail/19.html', 'news/detail/19.segments']) expect(existsSync(path.join(appDir, file))).toBe(false);
    expect(existsSync(path.join(appDir, 'keep.txt'))).toBe(true);
    expect(JSON.parse(readFileSync(path.join(distDir, 'prerender-inputs.json'), 'utf8')).variables.SITE_URL).toBe('https://id.example.cn');
    expect(start(dir, { SITE_URL: 'https://id.example.cn' }).output).toBe('');
  });

  it('notices the demo banner and a public link as well as the address, and a build that left no record', () => {
    const demo = fakeBuild({ SITE_URL: 'https://id.example.cn' });
    dirs.push(demo.dir);
    expect(JSON.parse(start(demo.dir, { SITE_URL: 'https://id.example.cn', DEMO_MODE: 'on', CONSOLE_URL: 'https://console.example.cn' }).output).differing).toEqual(['CONSOLE_URL', 'DEMO_MODE']);
    const unknown = fakeBuild(null);
    dirs.push(unknown.dir);
    expect(JSON.parse(start(unknown.dir, { SITE_URL: 'https://id.example.cn' }).output)).toMatchObject({ removed: 9 });
  });
});
