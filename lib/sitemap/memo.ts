import type { Result } from '@/lib/gateway/result';

/**
 * One answer kept for `ttlMs`, then served stale while one call refreshes it behind the answer; a failed
 * refresh keeps the last good answer. Only the first call waits. For the identifier files' boundaries: a
 * pass over the whole table that the sitemap index must not pay on every request.
 */
export function keptFor<T>(load: () => Promise<Result<T>>, ttlMs: number, now: () => number = Date.now): () => Promise<Result<T>> {
  let kept: { data: T; at: number } | undefined;
  let loading: Promise<Result<T>> | undefined;
  const refresh = () =>
    (loading ??= load()
      .then((result) => {
        if (result.ok) kept = { data: result.data, at: now() };
        return result;
      })
      .finally(() => {
        loading = undefined;
      }));
  return async () => {
    if (!kept) return refresh();
    if (now() - kept.at >= ttlMs) void refresh().catch(() => undefined);
    return { ok: true, data: kept.data };
  };
}
