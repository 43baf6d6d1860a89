import { createClient } from 'redis';
import { fileBounds, type KnownBatch, type KnownStore, type KnownTime } from './store';

// The known identifiers in the Redis every portal shares (REDIS_URL): a sorted set whose members all
// score 0, so ZRANGEBYLEX reads them in key order from any key on (a keyset page: file 40 costs what file
// 1 does), and a hash of each one's time. A sorted set cannot order by key and hold a time at once: the
// score is the only number it keeps, and ZRANGEBYLEX needs them all equal. A batch goes in one MULTI, so
// no reader sees an identifier without its time. Keys carry no build id (unlike the page cache,
// cache-handler.mjs): what is known outlives a deploy.

export const knownKeys = (prefix = 'idportal:sitemap-identifiers:') => ({ ids: `${prefix}ids`, times: `${prefix}times` });

/** Identifiers read per round trip when the files' bounds are worked out. */
const passChunk = 5_000;

type Client = ReturnType<typeof createClient>;

export interface KnownRedisStoreOptions {
  url: string;
  prefix?: string;
  /** Told once when Redis cannot be reached, and once when it can again. */
  onReachable?: (reachable: boolean, error?: string) => void;
}

export function openKnownRedisStore({ url, prefix, onReachable }: KnownRedisStoreOptions): KnownStore {
  const keys = knownKeys(prefix);
  const client: Client = createClient({
    url,
    // Reconnect for ever, at most every 2 s; a command while Redis is away fails at once (no offline
    // queue): a flush keeps its batch for the next one, a sitemap answers 503 and nginx its last copy.
    socket: { connectTimeout: 2_000, reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 2_000) },
    disableOfflineQueue: true,
  });
  let reported = false;
  client.on('error', (error: Error) => {
    if (reported) return;
    reported = true;
    onReachable?.(false, error.message);
  });
  client.on('ready', () => {
    if (reported) onReachable?.(true);
    reported = false;
  });
  const connected = client.connect().catch(() => undefined);

  async function timesOf(identifiers: string[]): Promise<KnownTime[]> {
    if (identifiers.length === 0) return [];
    const times = await client.hmGet(keys.times, identifiers);
    const rows: KnownTime[] = [];
    // Removed between the two reads: left out, as the next read would.
    identifiers.forEach((identifier, i) => {
      const time = Number(times[i]);
      if (times[i] !== null && Number.isFinite(time)) rows.push({ identifier, time });
    });
    return rows;
  }

  return {
    async apply({ set, add, remove }: KnownBatch) {
      await connected;
      const multi = client.multi();
      const members = [...set, ...add].map(({ identifier }) => ({ score: 0, value: identifier }));
      if (members.length) multi.zAdd(keys.ids, members);
      if (set.length) multi.hSet(keys.times, set.map(({ identifier, time }) => [identifier, time] as [string, number]));
      for (const { identifier, time } of add) multi.hSetNX(keys.times, identifier, String(time));
      if (remove.length) {
        multi.zRem(keys.ids, remove);
        multi.hDel(keys.times, remove);
      }
      await multi.exec();
    },
    async page({ after, through, limit }) {
      await connected;
      const ids = await client.zRangeByLex(keys.ids, after === undefined ? '-' : `(${after}`, through === undefined ? '+' : `[${through}`, { LIMIT: { offset: 0, count: limit } });
      return timesOf(ids);
    },
    async files(size) {
      await connected;
      const bounds = fileBounds(size);
      let cursor = '-';
      for (;;) {
        const ids = await client.zRangeByLex(keys.ids, cursor, '+', { LIMIT: { offset: 0, count: passChunk } });
        for (const row of await timesOf(ids)) bounds.take(row);
        if (ids.length < passChunk) break;
        cursor = `(${ids[ids.length - 1]}`;
      }
      return bounds.files();
    },
    async count() {
      await connected;
      return client.zCard(keys.ids);
    },
    async close() {
      await connected;
      if (client.isOpen) await client.close();
    },
  };
}
