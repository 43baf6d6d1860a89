import path from 'node:path';
import type { Env } from '@/core/env/portal';
import { baiduChannel } from './baidu';
import { indexNowChannel } from './indexnow';
import type { Channel } from './outcome';

/** The engines this configuration pushes to: Baidu with its site and token, IndexNow with its key; none by default. */
export function searchPushChannels(e: Env): Channel[] {
  const channels: Channel[] = [];
  if (e.BAIDU_PUSH_SITE && e.BAIDU_PUSH_TOKEN) channels.push(baiduChannel({ endpoint: e.BAIDU_PUSH_ENDPOINT, site: e.BAIDU_PUSH_SITE, token: e.BAIDU_PUSH_TOKEN }));
  if (e.INDEXNOW_KEY) channels.push(indexNowChannel({ endpoint: e.INDEXNOW_ENDPOINT, key: e.INDEXNOW_KEY, siteUrl: e.SITE_URL }));
  return channels;
}

/**
 * The queue's file: one per port, so two processes on one host that share DATA_DIR (two portals of
 * `npm run cluster` given one folder) never write the same file; a restart on the same port finds it.
 */
export const searchPushFile = (e: Pick<Env, 'DATA_DIR' | 'PORT'>): string => path.resolve(/*turbopackIgnore: true*/ e.DATA_DIR, `search-push-${e.PORT}.jsonl`);
