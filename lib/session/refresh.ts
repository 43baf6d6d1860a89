import 'server-only';
import { contract, type DataOf } from '@/core/contract';
import { call } from '@/lib/gateway/client';
import type { Result } from '@/lib/gateway/result';
import { cookiesWritable } from './cookie-writes';
import { expired, refreshDue, tokenFields } from './freshness';
import { persist } from './persist';
import { readSession } from './session';

type Refreshed = Result<DataOf<typeof contract.account.refreshToken>>;

/**
 * A settled refresh is kept this long: requests the browser sent with the old cookie before the new one
 * reached it would otherwise offer a refresh token the gateway has already spent (it rotates both), and
 * be logged out.
 */
export const settledRefreshKeptMs = 5_000;

// One refresh per refresh token in this process; on globalThis because Next may load this module once
// per route bundle.
const key = Symbol.for('idportal.refreshesInFlight');
const holder = globalThis as unknown as Record<symbol, Map<string, Promise<Refreshed>> | undefined>;
const inFlight = (): Map<string, Promise<Refreshed>> => (holder[key] ??= new Map());

function refreshOnce(refreshToken: string): Promise<Refreshed> {
  const running = inFlight().get(refreshToken);
  if (running) return running;
  const started = call(contract.account.refreshToken, { fingerprint: 'server', grant_type: 'refresh_token', refresh_token: refreshToken }).finally(() => {
    setTimeout(() => inFlight().delete(refreshToken), settledRefreshKeptMs).unref?.();
  });
  inFlight().set(refreshToken, started);
  return started;
}

export type TokenState =
  /** Fresh, or refreshed just now and saved. */
  | { status: 'ok'; token: string }
  /** The refresh found the gateway unreachable; the old token still works for a while. */
  | { status: 'stale'; token: string }
  /** No session, or the gateway refused the refresh and the session has ended. */
  | { status: 'guest' }
  /** The refresh found the gateway unreachable and the old token has expired: unknown, not signed out. */
  | { status: 'unavailable' };

/**
 * The session's access token, refreshed and saved first when it is inside its window. Only where cookies
 * can be written (route handlers): a page render that refreshed could not save the new pair, and the
 * gateway has spent the old one; pages go through requireUser(), which sends the browser to a handler.
 */
export async function freshToken(): Promise<TokenState> {
  const session = await readSession();
  const now = Date.now();
  // A login still waiting for consent to changed agreements makes no call as the user (issue 62 item 1).
  if (!session.accessToken || !session.user || session.consentPending?.length) return { status: 'guest' };
  if (!refreshDue(session, now)) return { status: 'ok', token: session.accessToken };
  if (!cookiesWritable()) throw new Error('A token refresh was asked for while a page renders: pages call the gateway through requireUser()');
  if (!session.refreshToken) {
    session.destroy();
    return { status: 'guest' };
  }
  const refreshed = await refreshOnce(session.refreshToken);
  if (!refreshed.ok) {
    // An outage is not a logout: the old token goes on while it lasts. A refusal (40112 or any other
    // answer of the gateway) is: 001 §8 forces a new login.
    if (refreshed.error.kind !== 'auth' && refreshed.error.kind !== 'gateway') {
      return expired(session, now) ? { status: 'unavailable' } : { status: 'stale', token: session.accessToken };
    }
    session.destroy();
    return { status: 'guest' };
  }
  Object.assign(session, tokenFields(refreshed.data, session.refreshToken, Date.now()));
  await persist(session);
  return { status: 'ok', token: session.accessToken! };
}
