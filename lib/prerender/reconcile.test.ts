import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { reconcilePrerendered } from './reconcile';

/** A build folder as Next leaves it: a manifest and, per prerendered route, its files. */
function fakeBuild(builtFor: Record<string, unknown> | null) {
  const distDir = mkdtempSync(path.join(tmpdir(), 'prerender-'));
  const appDir = path.join(distDir, 'server', 'app');
  mkdirSync(path.join(appDir, 'news', 'detail'), { recursive: true });
  writeFileSync(path.join(distDir, 'prerender-manifest.json'), JSON.stringify({ routes: { '/home': {}, '/news/detail/19': {} } }));
  for (const base of ['home', 'news/detail/19']) {
    for (const ext of ['.html', '.rsc', '.meta']) writeFileSync(path.join(appDir, base + ext), 'http://built.example');
    mkdirSync(path.join(appDir, `${base}.segments`));
  }
  writeFileSync(path.join(appDir, 'keep.txt'), 'not a prerendered page');
  if (builtFor) writeFileSync(path.join(distDir, 'prerender-inputs.json'), JSON.stringify(builtFor));
  return { distDir, appDir };
}

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

describe('reconcilePrerendered', () => {
  it('leaves the build alone when it was made with the running values', () => {
    const { distDir, appDir } = fakeBuild({ siteUrl: 'https://id.example.cn', servicePhone: '400' });
    dirs.push(distDir);
    expect(reconcilePrerendered(distDir, { siteUrl: 'https://id.example.cn', servicePhone: '400' })).toEqual({ status: 'current' });
    expect(existsSync(path.join(appDir, 'home.html'))).toBe(true);
  });

  it('removes every prerendered page made for another address, and only those, and records the new values', () => {
    const { distDir, appDir } = fakeBuild({ siteUrl: 'http://localhost:3000', servicePhone: '400' });
    dirs.push(distDir);
    const result = reconcilePrerendered(distDir, { siteUrl: 'https://id.example.cn', servicePhone: '400' });
    expect(result).toMatchObject({ status: 'regenerated', differing: ['siteUrl'], removed: 8 });
    for (const file of ['home.html', 'home.rsc', 'home.meta', 'home.segments', 'news/detail/19.html', 'news/detail/19.segments']) {
      expect(existsSync(path.join(appDir, file))).toBe(false);
    }
    expect(existsSync(path.join(appDir, 'keep.txt'))).toBe(true);
    expect(JSON.parse(readFileSync(path.join(distDir, 'prerender-inputs.json'), 'utf8'))).toEqual({ siteUrl: 'https://id.example.cn', servicePhone: '400' });
    expect(reconcilePrerendered(distDir, { siteUrl: 'https://id.example.cn', servicePhone: '400' })).toEqual({ status: 'current' });
  });

  it('regenerates when the build left no record of its values', () => {
    const { distDir } = fakeBuild(null);
    dirs.push(distDir);
    expect(reconcilePrerendered(distDir, { siteUrl: 'https://id.example.cn' })).toMatchObject({ status: 'regenerated', differing: ['siteUrl'], builtFor: null });
  });

  it('notices a changed public link as well as the address', () => {
    const { distDir } = fakeBuild({ siteUrl: 'https://id.example.cn', consoleUrl: 'http://localhost:3000/console' });
    dirs.push(distDir);
    expect(reconcilePrerendered(distDir, { siteUrl: 'https://id.example.cn', consoleUrl: 'https://console.example.cn' })).toMatchObject({ differing: ['consoleUrl'] });
  });
});
