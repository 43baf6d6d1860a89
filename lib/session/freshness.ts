import type { TokenInfo } from '@/core/contract';
import type { SessionData } from './session';

/** 001 §9: an access token is refreshed when less than 10 minutes (600000 ms) of it are left. */
export const refreshWindowMs = 10 * 60_000;

/**
 * The session fields of a token pair the gateway just issued (a login or a refresh). The refresh falls
 * due 10 minutes before expiry, or halfway through the token's life when it lives less than 20 minutes:
 * a gateway that issues short tokens must not have every request refresh, nor send every page through
 * the refresh detour again the moment it comes back (docs/decisions/0017).
 */
export function tokenFields(token: TokenInfo, previousRefreshToken: string | undefined, now: number): Pick<SessionData, 'accessToken' | 'refreshToken' | 'accessExpiresAt' | 'refreshAt'> {
  const lifetimeMs = Math.max(0, token.expires_in * 1000);
  return {
    accessToken: token.access_token,
    refreshToken: token.refresh_token ?? previousRefreshToken,
    accessExpiresAt: now + lifetimeMs,
    refreshAt: now + lifetimeMs - Math.min(refreshWindowMs, lifetimeMs / 2),
  };
}

/** The one freshness rule: a token inside its refresh window is not used before it is refreshed. */
export function refreshDue(session: Pick<SessionData, 'accessExpiresAt' | 'refreshAt'>, now: number): boolean {
  // A cookie sealed before `refreshAt` existed falls due by the spec's window alone.
  const dueAt = session.refreshAt ?? (session.accessExpiresAt ?? 0) - refreshWindowMs;
  return now >= dueAt;
}

/** The token no longer works at all: past its expiry. */
export function expired(session: Pick<SessionData, 'accessExpiresAt'>, now: number): boolean {
  return now >= (session.accessExpiresAt ?? 0);
}
