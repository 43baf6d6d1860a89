import { logger } from '@/core/log/logger';
import type { Engine } from './outcome';
import type { PushScheduler } from './scheduler';

// The process's push scheduler, on globalThis: it is started by instrumentation (start.ts) and fed by
// route handlers (lib/identifier/revalidate.ts), which Next bundles apart, each with its own copy of
// this module.

interface Running {
  scheduler: PushScheduler;
  siteUrl: string;
}

const key = Symbol.for('idportal.search-push');
const store = globalThis as unknown as Record<symbol, Running | undefined>;

export const setSearchPush = (running: Running | undefined): void => void (store[key] = running);
export const runningSearchPush = (): Running | undefined => store[key];

/**
 * Queues the pages at these paths (`/product_scene/88.365.1/X`) for the search engines (or those named), as absolute URLs
 * of SITE_URL. Returns at once; nothing when push is off. Never throws: a queue that cannot be written is
 * logged, and the change that called it goes on.
 */
export function pushPages(paths: readonly string[], engines?: readonly Engine[]): void {
  const running = store[key];
  if (!running || paths.length === 0) return;
  try {
    running.scheduler.enqueue(paths.map((p) => new URL(p, running.siteUrl).toString()), engines);
  } catch (error) {
    logger().error({ err: error instanceof Error ? error.message : String(error), pages: paths.length }, 'search push: pages not queued');
  }
}
