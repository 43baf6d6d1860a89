import { keptAfterLogout } from './storage-keys';

// What the portal keeps in this browser, and its forgetting: apart from logout.ts so the many pages that
// only post JSON do not load the logout's fingerprinting with it.

/** Clears localStorage but for the remembered application and account name. */
export function clearStorageOnLogout(storage: Pick<Storage, 'length' | 'key' | 'removeItem'>): void {
  const keys: string[] = [];
  for (let i = 0; i < storage.length; i++) {
    const key = storage.key(i);
    if (key !== null && !keptAfterLogout.includes(key)) keys.push(key);
  }
  for (const key of keys) storage.removeItem(key);
}

/**
 * A forced re-login (40106/40107/40108/40112, 001 §8: "authentication failure clears local storage"):
 * what the portal keeps in this browser goes as on a logout, the prefix-form draft with its company
 * data included (issue 19 item 9). Callers keep what is on the screen; only the stored copy goes.
 */
export function forgetOnForcedLogin(storage: Pick<Storage, 'length' | 'key' | 'removeItem'> | undefined = globalThis.localStorage): void {
  try {
    if (storage) clearStorageOnLogout(storage);
  } catch {
    // Storage unavailable (private windows): nothing was kept.
  }
}
