import 'server-only';
import { logger } from '@/core/log/logger';
import { env } from '@/lib/config/env';
import { productEntries, staticEntries } from '@/lib/content/sitemap-entries';
import { portalMetrics } from '@/lib/metrics/families';
import type { Env } from '@/core/env/portal';
import type { ContentEntry } from './content-diff';
import type { Channel } from './outcome';
import { runningSearchPush, setSearchPush } from './push-pages';
import { openPushQueue } from './queue';
import { pushScheduler, type PushScheduler } from './scheduler';
import { searchPushChannels, searchPushFile } from './settings';

/** How often the marketplace's products are looked at again for new or changed ones (the content pages change only with a deploy). */
const productCheckMs = 60 * 60_000;

function queueContent(scheduler: PushScheduler, source: string, entries: readonly ContentEntry[]): void {
  const queued = scheduler.enqueueChangedContent(entries);
  if (queued > 0) logger().info({ source, pages: queued }, 'search push: new or changed pages queued');
}

async function checkProducts(scheduler: PushScheduler, siteUrl: string): Promise<void> {
  try {
    queueContent(scheduler, 'products', await productEntries(siteUrl));
  } catch (error) {
    logger().warn({ err: error instanceof Error ? error.message : String(error) }, 'search push: products not checked');
  }
}

/**
 * Called once at server start (runtime/start.ts): with Baidu or IndexNow configured, opens the queue the
 * last process left in DATA_DIR, sends what waits there, and queues the content pages (news, solutions,
 * cases, the other content pages) and products that are new or changed since they were last queued.
 * Identifier changes come through lib/identifier/revalidate.ts (push-pages.ts).
 */
export function startSearchPush(): void {
  const e = env();
  const channels = searchPushChannels(e);
  // Once per process, however often instrumentation runs (next dev may run it again).
  if (channels.length === 0 || runningSearchPush()) return;
  try {
    start(e, channels);
  } catch (error) {
    // The portal serves without push rather than not at all; the sitemaps still list every page.
    logger().error({ err: error instanceof Error ? error.message : String(error), file: searchPushFile(e) }, 'search push off: its queue file cannot be opened');
  }
}

function start(e: Env, channels: Channel[]): void {
  const metrics = portalMetrics();
  const log = logger();
  const queue = openPushQueue(searchPushFile(e), channels.map((c) => c.engine), {
    onDropped(engine, count) {
      metrics.searchPushUrls.inc({ engine, outcome: 'dropped' }, count);
      log.warn({ engine, dropped: count }, 'search push: queue full, oldest URLs dropped (the sitemaps still list them)');
    },
  });
  if (queue.skipped > 0) log.warn({ skipped: queue.skipped }, 'search push: lines of the queue file cut short were skipped');
  const scheduler = pushScheduler({
    queue,
    channels,
    log,
    counts: {
      request: (engine, outcome) => metrics.searchPushRequests.inc({ engine, outcome }),
      urls: (engine, outcome, count) => metrics.searchPushUrls.inc({ engine, outcome }, count),
      waiting: (engine, count) => metrics.searchPushWaiting.set({ engine }, count),
    },
  });
  const left = Object.fromEntries(channels.map((c) => [c.engine, queue.waiting(c.engine)]));
  for (const [engine, count] of Object.entries(left)) metrics.searchPushWaiting.set({ engine }, count);
  if (Object.values(left).some((count) => count > 0)) log.info({ waiting: left }, 'search push: sending the URLs the last process left');
  setSearchPush({ scheduler, siteUrl: e.SITE_URL });
  queueContent(scheduler, 'content', staticEntries(e.SITE_URL));
  // The products come from the gateway: in the background, and again each hour for the ones listed since.
  void checkProducts(scheduler, e.SITE_URL);
  setInterval(() => void checkProducts(scheduler, e.SITE_URL), productCheckMs).unref();
}
