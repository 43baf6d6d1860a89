import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { differingInputs, inputsFileName } from './inputs';

export type Reconciled =
  | { status: 'current' }
  | { status: 'regenerated'; differing: string[]; removed: number; builtFor: Record<string, unknown> | null };

/** Every file Next keeps for one prerendered route (the HTML, the RSC payload, its meta and segments). */
function artifactsOf(appDir: string, route: string): string[] {
  const base = path.join(appDir, route === '/' ? 'index' : route.slice(1));
  return ['.html', '.rsc', '.meta', '.body', '.segments'].map((ext) => base + ext);
}

function readJson(file: string): Record<string, unknown> | null {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  } catch {
    return null;
  }
}

/**
 * Pages prerendered at build time carry the build's SITE_URL and public links. When the running server's
 * values differ (or the build left no record of its own), the prerendered files are removed: Next then
 * renders each page again on its first request, with this server's values, and caches it as before.
 * Throws when the files cannot be removed (a read-only image): the caller refuses to start.
 */
export function reconcilePrerendered(distDir: string, running: Record<string, unknown>): Reconciled {
  const inputsFile = path.join(distDir, inputsFileName);
  const builtFor = readJson(inputsFile);
  const differing = builtFor ? differingInputs(builtFor, running) : Object.keys(running).sort();
  if (differing.length === 0) return { status: 'current' };
  const manifest = readJson(path.join(distDir, 'prerender-manifest.json')) as { routes?: Record<string, unknown> } | null;
  const appDir = path.join(distDir, 'server', 'app');
  let removed = 0;
  for (const route of Object.keys(manifest?.routes ?? {})) {
    for (const file of artifactsOf(appDir, route)) {
      if (!existsSync(file)) continue;
      rmSync(file, { recursive: true, force: true });
      removed += 1;
    }
  }
  // What is on disk from now on was (or will be) rendered with these values.
  writeFileSync(inputsFile, JSON.stringify(running, null, 2));
  return { status: 'regenerated', differing, removed, builtFor };
}
