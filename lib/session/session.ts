import 'server-only';
import { getIronSession, type SessionOptions } from 'iron-session';
import { cookies } from 'next/headers';
import { cache } from 'react';
import { sessionCookieName } from './cookie-name';
import { sessionSecret } from './secret';
import type { UserSummary } from './summary';
import { isProduction } from '@/core/env/process';

/** What the sealed cookie holds. Tokens stay on the server side of the cookie: httpOnly, never in HTML. */
export interface SessionData {
  accessToken?: string;
  refreshToken?: string;
  /** Epoch ms when the access token expires. */
  accessExpiresAt?: number;
  /** Epoch ms from which the access token is refreshed before use (freshness.ts). */
  refreshAt?: number;
  user?: UserSummary;
  /** Epoch ms of the login, to refuse cookies issued before the user's last logout. */
  issuedAt?: number;
  /** 'remember password': the cookie lives 30 days instead of the browser session. */
  remember?: boolean;
  /**
   * Agreements changed since the account last consented (issue 62 item 1): until the person agrees to them
   * the session counts as no login at all (current-user.ts), and only /api/account/consent and the logout
   * take it.
   */
  consentPending?: string[];
}

export const rememberMaxAge = 30 * 24 * 60 * 60;

export function sessionOptions(remember = false): SessionOptions {
  const production = isProduction();
  return {
    password: sessionSecret(),
    cookieName: sessionCookieName(),
    // iron-session's own expiry of the seal; the cookie's lifetime is set below.
    ttl: rememberMaxAge,
    cookieOptions: {
      httpOnly: true,
      secure: production,
      sameSite: 'lax',
      path: '/',
      // No maxAge: a browser-session cookie unless 'remember password' was ticked.
      maxAge: remember ? rememberMaxAge : undefined,
    },
  };
}

/**
 * The sealed cookie of this request, read once per request. Inside lib/session only: pages and route
 * handlers go through the public face in ./index.ts.
 */
export const readSession = cache(async () => getIronSession<SessionData>(await cookies(), sessionOptions()));
