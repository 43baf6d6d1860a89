import { createClient } from 'redis';

/** A kept value and when it stops being good (ms since the epoch). */
export interface Kept {
  value: string;
  expiresAt: number;
}

/**
 * Where the access token and the JS-SDK ticket are kept: WeChat gives each for two hours and counts how
 * often they are fetched (a new token ends the old one within minutes), so every portal instance shares one
 * of each, in Redis when REDIS_URL is set. `claim` is a short lock: one instance fetches, the others wait
 * for what it keeps.
 */
export interface TicketStore {
  get(name: string): Promise<Kept | undefined>;
  set(name: string, kept: Kept): Promise<void>;
  claim(name: string, ms: number): Promise<boolean>;
  release(name: string): Promise<void>;
  close?(): Promise<void>;
}

/** One process's store: the single portal, and tests. */
export function memoryTicketStore(now: () => number = Date.now): TicketStore {
  const values = new Map<string, Kept>();
  const claims = new Map<string, number>();
  return {
    get: async (name) => values.get(name),
    set: async (name, kept) => void values.set(name, kept),
    claim: async (name, ms) => {
      if ((claims.get(name) ?? 0) > now()) return false;
      claims.set(name, now() + ms);
      return true;
    },
    release: async (name) => void claims.delete(name),
  };
}

/** The store every instance shares (REDIS_URL): a key per value that Redis drops when it expires. */
export function redisTicketStore(url: string, prefix = 'idportal:wechat-share:'): TicketStore {
  const client = createClient({ url, socket: { connectTimeout: 2_000, reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 2_000) }, disableOfflineQueue: true });
  // A Redis away answers each call with an error (the card is then WeChat's default); no log per attempt.
  client.on('error', () => undefined);
  const connected = client.connect().catch(() => undefined);
  const key = (name: string) => prefix + name;
  return {
    async get(name) {
      await connected;
      const raw = await client.get(key(name));
      if (!raw) return undefined;
      const kept = JSON.parse(raw) as Kept;
      return typeof kept.value === 'string' && Number.isFinite(kept.expiresAt) ? kept : undefined;
    },
    async set(name, kept) {
      await connected;
      const ms = Math.max(1, kept.expiresAt - Date.now());
      await client.set(key(name), JSON.stringify(kept), { PX: ms });
    },
    async claim(name, ms) {
      await connected;
      return (await client.set(key(`${name}:claim`), '1', { NX: true, PX: ms })) === 'OK';
    },
    async release(name) {
      await connected;
      await client.del(key(`${name}:claim`));
    },
    async close() {
      await connected;
      await client.quit().catch(() => undefined);
    },
  };
}
