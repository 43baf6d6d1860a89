import { browserFingerprint } from './fingerprint';
import { clearStorageOnLogout } from './local-data';
import { paths } from '@/lib/routes';

/** The screens a logout leaves by going back one page, then reloading after 500 ms (001 §4, §9). */
const backOnePage: readonly string[] = [paths.confirmOrder, paths.confirmOrderAlias, paths.payment];
export const logoutReloadDelayMs = 500;

export type AfterLogout = { kind: 'back' } | { kind: 'reload' } | { kind: 'home' };

/** 001's area with its token rules: the marketplace and its order flows (`/application…`, `/apporder`). */
const marketplaceArea = /^\/(?:application|apporder)(?:\/|$)/;

/**
 * Where a logout goes from this path (issue 19 item 9): inside the marketplace area 001 §4 reloads the
 * page, going back one page first on confirm-order and payment; the portal's own pages go home (000 §2).
 */
export function afterLogout(pathname: string): AfterLogout {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (backOnePage.includes(path)) return { kind: 'back' };
  return marketplaceArea.test(path) ? { kind: 'reload' } : { kind: 'home' };
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
  } else if (next.kind === 'reload') {
    window.location.reload();
  } else {
    // A full load, so nothing of the previous person stays in memory.
    window.location.replace('/home');
  }
}
