import 'server-only';
import { messages } from '@/core/messages';
import { answer } from '@/lib/http/answer';
import { currentUser } from './current-user';
import type { UserSummary } from './summary';

/**
 * A visitor without a session asked for something only a user may do. 001 §6 gives the words: buying,
 * inquiry and trial prompt 'You are not logged in, log in now?'. `relogin` is what the browser acts on
 * (it clears what it kept of the user and offers the login); a token the gateway refuses is another
 * case, answered by gatewayFailed.
 */
export function notSignedIn(): Response {
  return answer({ ok: false, message: messages.notLoggedIn, relogin: true }, 401);
}

export type SignedIn = { ok: true; user: UserSummary } | { ok: false; response: Response };

/**
 * Route handlers that act as the user: the session's user, or the 401 to answer. An outage does not
 * count as signed out (currentUser's 'unavailable'): the handler goes on and its gateway call says so.
 */
export async function signedIn(): Promise<SignedIn> {
  const current = await currentUser();
  return current.status === 'guest' ? { ok: false, response: notSignedIn() } : { ok: true, user: current.user };
}
