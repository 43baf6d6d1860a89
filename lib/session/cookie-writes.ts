import 'server-only';
import { workUnitAsyncStorage } from 'next/dist/server/app-render/work-unit-async-storage.external';

/**
 * Whether this code may write cookies: in a route handler or server action yes, while a page renders no.
 * Read from Next's request store (as lib/log/current-request.ts reads the request id) because Next has
 * no public way to ask. Outside a request (unit tests, scripts) there is nothing to protect: writable.
 */
export function cookiesWritable(): boolean {
  try {
    const store = workUnitAsyncStorage.getStore();
    // Next writes cookies only in its 'action' phase; if a new version renames it, handlers fail loudly
    // (see freshToken) instead of pages quietly spending a refresh token they cannot save.
    if (store?.type === 'request') return store.phase === 'action';
    return true;
  } catch {
    return true;
  }
}
