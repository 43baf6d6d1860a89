import 'server-only';
import { gatewayOutage } from '@/lib/gateway/outage';
import { expired } from './freshness';
import { readSession } from './session';
import type { UserSummary } from './summary';
import { isLoggedInUser } from './user';

export type CurrentUser =
  | { status: 'guest' }
  | { status: 'user'; user: UserSummary }
  /** The session holds this user, but the token has run out while the gateway is down: not a logout. */
  | { status: 'unavailable'; user: UserSummary };

/**
 * Who the session says is here. No gateway call, so pages and handlers alike may ask it cheaply; the
 * gateway's own verdict on the token comes with the first call made as the user (userCall, requireUser).
 */
export async function currentUser(): Promise<CurrentUser> {
  const session = await readSession();
  // 000 §6: the login state needs a user record with a phone and a name.
  if (!isLoggedInUser(session.user) || !session.accessToken) return { status: 'guest' };
  // A login waiting for consent to changed agreements is none yet (issue 62 item 1).
  if (session.consentPending?.length) return { status: 'guest' };
  if (expired(session, Date.now()) && gatewayOutage()) return { status: 'unavailable', user: session.user };
  return { status: 'user', user: session.user };
}
