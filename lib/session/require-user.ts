import 'server-only';
import { redirect } from 'next/navigation';
import { call } from '@/lib/gateway/client';
import { refreshDue } from './freshness';
import { readSession } from './session';
import type { UserSummary } from './summary';
import { isLoggedInUser } from './user';
import type { UserCall } from './user-call';

export interface RequireUserOptions {
  /** The page's own path and query: where the login (`?from=`) and the refresh detour come back to. */
  from: string;
  /**
   * Where a visitor without a session goes: 'home' for the prefix registration and personal pages
   * (000 §6, 001 §2), 'login' and back for buying (001 §6).
   */
  otherwise: 'home' | 'login';
}

export interface PageSession {
  user: UserSummary;
  /** A gateway call as the user, for this render. A refused token sends the visitor where `otherwise` says. */
  call: UserCall;
}

/** Where the browser refreshes a token a page render may not: a route handler, which can save it. */
export const refreshDetour = (from: string) => `/api/session/refresh?from=${encodeURIComponent(from)}`;

function leave({ from, otherwise }: RequireUserOptions): never {
  // Home carries the page asked for too: the home page tells the visitor why and offers the login (issue 19 item 9).
  redirect(`${otherwise === 'home' ? '/' : '/login'}?from=${encodeURIComponent(from)}`);
}

/**
 * Pages: the signed-in user, or a redirect home or to the login page. A page cannot write cookies, and
 * the gateway spends the old pair when it refreshes, so a token inside its refresh window is never
 * refreshed here: the browser goes through the refresh detour and comes back (docs/decisions/0017).
 */
export async function requireUser(options: RequireUserOptions): Promise<PageSession> {
  const session = await readSession();
  if (!isLoggedInUser(session.user) || !session.accessToken) leave(options);
  if (refreshDue(session, Date.now())) redirect(refreshDetour(options.from));
  const token = session.accessToken;
  const pageCall: UserCall = async (entry, input, callOptions = {}) => {
    const result = await call(entry, input, { ...callOptions, token });
    // 40106/40107/40108/40112 end the session. This render cannot clear the cookie; the next route
    // handler (the shell's /api/session/me, asked at once on every page) meets the same refusal and does.
    if (!result.ok && result.error.kind === 'auth') leave(options);
    return result;
  };
  return { user: session.user, call: pageCall };
}

/** A page's own address for `from=`: its path and the query it was asked with. */
export function pagePath(path: string, params: Record<string, string | string[] | undefined> = {}): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (typeof value === 'string') search.set(key, value);
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}
