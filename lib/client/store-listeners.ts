/**
 * The listeners of a module-level store that components read with `useSyncExternalStore`: `subscribe` for
 * React, `notify` after each change.
 */
export function storeListeners() {
  const listeners = new Set<() => void>();
  return {
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    notify: () => {
      for (const listener of listeners) listener();
    },
  };
}
