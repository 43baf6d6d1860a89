import type { Env } from '@/lib/config/parse-env';
import { showsDemoBanner } from '@/lib/config/demo-notice';
import { publicConfigOf } from '@/lib/config/public-config';

/**
 * Everything from the environment that prerendered pages carry: the site's own address (canonical URLs,
 * Open Graph, JSON-LD, QR targets) and the public links and phone of the shell. A server whose values
 * differ from the build's must not serve the build's pages (lib/prerender/reconcile.ts). The 演示环境 banner
 * is decided from the raw variables (lib/config/demo-notice.ts), so those come along.
 */
export function prerenderInputs(e: Env, raw: Record<string, string | undefined>): Record<string, string | boolean> {
  return { ...publicConfigOf(e), demoBanner: showsDemoBanner(raw) };
}

/** The file the build leaves beside its prerendered pages (scripts/record-prerender-inputs.ts). */
export const inputsFileName = 'prerender-inputs.json';

/** The names of the values that differ, in a stable order; empty when the two agree. */
export function differingInputs(built: Record<string, unknown>, running: Record<string, unknown>): string[] {
  const names = new Set([...Object.keys(built), ...Object.keys(running)]);
  return [...names].filter((name) => built[name] !== running[name]).sort();
}
