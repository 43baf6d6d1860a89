import 'server-only';
import { workUnitAsyncStorage } from 'next/dist/server/app-render/work-unit-async-storage.external';
import { requestIdHeader } from '@/core/log/request-id';

/**
 * The id of the request being served, when there is one. Read from Next's request store rather than
 * `headers()`, which would turn prerendered pages (whose build-time gateway calls pass here too) into
 * dynamic ones. Outside a request, or if Next's internals move, there is simply no id.
 */
export function currentRequestId(): string | undefined {
  try {
    const store = workUnitAsyncStorage.getStore();
    if (store?.type !== 'request') return undefined;
    return store.headers.get(requestIdHeader) ?? undefined;
  } catch {
    return undefined;
  }
}
