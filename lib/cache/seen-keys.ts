import { RecentMap } from './recent-map.cjs';

/**
 * Keys seen recently, each until its own expiry: a per-process memory of one-time things (a signed
 * call's signature) that forgets them once they could no longer be used anyway. Bounded: past `max`
 * the oldest go first, so it never grows with traffic.
 */
export function seenKeys(options: { max: number }) {
  const expiries = new RecentMap<string, number>(options.max);
  const forgetExpired = (nowMs: number) => {
    // Keys arrive roughly in expiry order; one that expires later only waits for the ones before it.
    for (const [key, expiresAt] of expiries) {
      if (expiresAt > nowMs) break;
      expiries.delete(key);
    }
  };
  return {
    /** True while `key` is remembered: what `firstSight` would refuse, without remembering anything. */
    has(key: string, nowMs: number): boolean {
      const known = expiries.get(key);
      return known !== undefined && known > nowMs;
    },
    /** True the first time `key` is offered before its expiry; false while it is remembered. */
    firstSight(key: string, expiresAtMs: number, nowMs: number): boolean {
      forgetExpired(nowMs);
      const known = expiries.get(key);
      if (known !== undefined && known > nowMs) return false;
      expiries.set(key, expiresAtMs);
      return true;
    },
    get size() {
      return expiries.size;
    },
  };
}
