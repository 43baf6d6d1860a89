'use client';
import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * False in the server's HTML, true once React runs in the browser. Buttons that only work with
 * JavaScript stay disabled until then, so an early click is not silently lost.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(never, () => true, () => false);
}
