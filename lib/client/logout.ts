import { browserFingerprint } from './fingerprint';
import { keptAfterLogout } from './storage-keys';

/** The screens a logout leaves by going back one page, then reloading after 500 ms (001 §4, §9). */
const backOnePage = ['/application/confirmOrder', '/application/confirm-order', '/application/payment'];
export const logoutReloadDelayMs = 500;

export type AfterLogout = { kind: 'back' } | { kind: 'home' };

/** Where a logout goes from this path: back one page on confirm-order and payment, home otherwise. */
export function afterLogout(pathname: string): AfterLogout {
  return backOnePage.includes(pathname.replace(/\/+$/, '')) ? { kind: 'back' } : { kind: 'home' };
}

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
 * Logs out (000 §2, 001 §4): the gateway revokes the session (the fingerprint goes along), the cookie is
 * cleared, then localStorage, and the page leaves as `afterLogout` says. Throws when the portal did
 * not answer, so the menu can say so; the cookie then still holds the session.
 */
export async function logout(): Promise<void> {
  const fingerprint = await browserFingerprint();
  const response = await fetch('/api/session/logout', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ fingerprint }),
  });
  if (!response.ok) throw new Error(`logout answered ${response.status}`);
  clearStorageOnLogout(window.localStorage);
  const next = afterLogout(window.location.pathname);
  if (next.kind === 'back') {
    window.history.back();
    setTimeout(() => window.location.reload(), logoutReloadDelayMs);
  } else {
    // A full load, so nothing of the previous person stays in memory.
    window.location.replace('/home');
  }
}
