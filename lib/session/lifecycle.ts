import 'server-only';
import type { LoginResult } from '@/core/contract';
import { tokenFields } from './freshness';
import { persist } from './persist';
import { readSession } from './session';
import type { UserSummary } from './summary';
import { toUserSummary } from './user';

/** A login: the old cookie's content is dropped and a new one sealed (a new cookie at every login). */
export async function startSession(login: LoginResult, remember: boolean, consentPending: readonly string[] = []): Promise<UserSummary> {
  const session = await readSession();
  session.destroy();
  const user = toUserSummary(login.userInfo);
  const now = Date.now();
  Object.assign(session, tokenFields(login.tokenInfo, undefined, now));
  session.user = user;
  session.issuedAt = now;
  session.remember = remember;
  if (consentPending.length > 0) session.consentPending = [...consentPending];
  await persist(session);
  return user;
}

/** The session of a login that waits for the person's consent to changed agreements, and its token. */
export async function sessionAwaitingConsent(): Promise<{ token: string; pending: string[] } | undefined> {
  const session = await readSession();
  if (!session.accessToken || !session.consentPending?.length) return undefined;
  return { token: session.accessToken, pending: session.consentPending };
}

/** The person agreed: the login counts from now on. */
export async function consentGiven(): Promise<UserSummary | undefined> {
  const session = await readSession();
  delete session.consentPending;
  await persist(session);
  return session.user;
}

/** Logout or a refused token: the cookie is cleared. Answers the access token it held, to revoke it. */
export async function endSession(): Promise<string | undefined> {
  const session = await readSession();
  const token = session.accessToken;
  session.destroy();
  return token;
}

/** The signed-in user's summary changed (a new avatar): saved into the cookie, with the login's lifetime. */
export async function updateSessionUser(change: Partial<UserSummary>): Promise<void> {
  const session = await readSession();
  if (!session.user) return;
  session.user = { ...session.user, ...change };
  await persist(session);
}
