import { RecentMap } from './recent-map.cjs';
import { singleFlight } from './single-flight';

/**
 * A small per-process cache with a time to live and one flight per key: concurrent misses share one
 * gateway call. Bounded, oldest entries go first. Only what `keep` accepts is kept.
 */
export function ttlCache<V>(options: { ttlMs: number; max: number; now?: () => number; keep: (value: V) => boolean }) {
  const now = options.now ?? Date.now;
  const entries = new RecentMap<string, { at: number; value: V }>(options.max);
  const flights = singleFlight<V>();
  return {
    async get(key: string, load: () => Promise<V>): Promise<V> {
      const hit = entries.get(key);
      if (hit && now() - hit.at < options.ttlMs) return hit.value;
      const value = await flights.run(key, load);
      if (options.keep(value)) entries.set(key, { at: now(), value });
      return value;
    },
    clear: () => entries.clear(),
  };
}
