import { useSyncExternalStore } from 'react';
import { storeListeners } from '@/lib/client/store-listeners';

// Whether data a person asked for is on its way (the thin bar at the top, components/layout/top-progress.tsx),
// kept apart from react-query: the shell reads it on every page, and react-query loads only with the parts
// that fetch through it (lib/query/client.ts reports to it).

let fetching = false;
const { subscribe, notify } = storeListeners();

export function reportFetching(now: boolean): void {
  if (now === fetching) return;
  fetching = now;
  notify();
}

/** True while a query of lib/query/client.ts's is fetching. */
export function useFetchingData(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => fetching,
    () => false,
  );
}
