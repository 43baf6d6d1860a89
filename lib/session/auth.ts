import 'server-only';
import { headers } from 'next/headers';
import { contract, type DataOf, type Endpoint, type LoginResult, type RequestOf } from '@/lib/contract';
import { env } from '@/lib/config/env';
import { call, type CallOptions } from '@/lib/gateway/client';
import type { Result } from '@/lib/gateway/result';
import { readSession, sessionOptions, type SessionData } from './session';
import type { UserSummary } from './summary';
import { isLoggedInUser, toUserSummary } from './user';
import type { IronSession } from 'iron-session';

/** 001 §9: the token is refreshed when it has less than 10 minutes left. */
export const refreshWindowMs = 10 * 60_000;

/** The visitor's address for the gateway's per-IP limits, only when a trusted reverse proxy set it. */
export async function clientIp(): Promise<string | undefined> {
  if (!env().TRUST_PROXY) return undefined;
  const forwarded = (await headers()).get('x-forwarded-for');
  return forwarded?.split(',')[0]?.trim() || undefined;
}

/** Saves with the lifetime the session was started with (30 days when 'remember' was ticked). */
export async function persist(session: IronSession<SessionData>): Promise<void> {
  session.updateConfig(sessionOptions(session.remember));
  await session.save();
}

/** A login: the old cookie's content is dropped and a new one sealed (a new cookie at every login). */
export async function startSession(login: LoginResult, remember: boolean) {
  const session = await readSession();
  session.destroy();
  const user = toUserSummary(login.userInfo);
  const now = Date.now();
  session.accessToken = login.tokenInfo.access_token;
  session.refreshToken = login.tokenInfo.refresh_token ?? undefined;
  session.accessExpiresAt = now + login.tokenInfo.expires_in * 1000;
  session.user = user;
  session.issuedAt = now;
  session.remember = remember;
  await persist(session);
  return user;
}

export async function endSession(): Promise<void> {
  const session = await readSession();
  session.destroy();
}

// One refresh per refresh token in this process: concurrent requests wait for the same answer.
const inFlight = new Map<string, Promise<Result<DataOf<typeof contract.account.refreshToken>>>>();

function refreshOnce(refreshToken: string, fingerprint: string) {
  let running = inFlight.get(refreshToken);
  if (!running) {
    running = call(contract.account.refreshToken, { fingerprint, grant_type: 'refresh_token', refresh_token: refreshToken }).finally(() =>
      setTimeout(() => inFlight.delete(refreshToken), 5_000),
    );
    inFlight.set(refreshToken, running);
  }
  return running;
}

export type TokenState = { status: 'ok'; token: string } | { status: 'guest' } | { status: 'unavailable' };

/** The access token of this request's session, refreshed first when it is about to expire. */
export async function sessionToken(fingerprint = 'server'): Promise<TokenState> {
  const session = await readSession();
  if (!session.accessToken || !session.user) return { status: 'guest' };
  const left = (session.accessExpiresAt ?? 0) - Date.now();
  if (left > refreshWindowMs) return { status: 'ok', token: session.accessToken };
  if (!session.refreshToken) {
    session.destroy();
    return { status: 'guest' };
  }
  const refreshed = await refreshOnce(session.refreshToken, fingerprint);
  if (!refreshed.ok) {
    // An outage is not a logout: the old token goes on while it lasts.
    if (refreshed.error.kind !== 'auth' && refreshed.error.kind !== 'gateway') {
      return left > 0 ? { status: 'ok', token: session.accessToken } : { status: 'unavailable' };
    }
    session.destroy();
    return { status: 'guest' };
  }
  session.accessToken = refreshed.data.access_token;
  session.refreshToken = refreshed.data.refresh_token ?? session.refreshToken;
  session.accessExpiresAt = Date.now() + refreshed.data.expires_in * 1000;
  await persist(session);
  return { status: 'ok', token: session.accessToken };
}

/**
 * For server components, which may not write cookies: the session's user, with its token only while
 * the token needs no refresh (a refresh must be saved, so it waits for the next route handler call).
 */
export async function sessionUserReadOnly(): Promise<{ user: UserSummary; token: string | null } | null> {
  const session = await readSession();
  if (!isLoggedInUser(session.user) || !session.accessToken) return null;
  const fresh = (session.accessExpiresAt ?? 0) - Date.now() > refreshWindowMs;
  return { user: session.user, token: fresh ? session.accessToken : null };
}

/** A call that needs the user: refreshes the token first, and clears the session on 40106/7/8/12. */
export async function userCall<E extends Endpoint>(entry: E, input: RequestOf<E>, options: CallOptions = {}): Promise<Result<DataOf<E>>> {
  const state = await sessionToken();
  if (state.status === 'guest') return { ok: false, error: { kind: 'auth', call: entry.path } };
  if (state.status === 'unavailable') return { ok: false, error: { kind: 'network', call: entry.path } };
  const result = await call(entry, input, { ...options, token: state.token });
  if (!result.ok && result.error.kind === 'auth') await endSession();
  return result;
}
