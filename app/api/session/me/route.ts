import { NextResponse } from 'next/server';
import { contract } from '@/lib/contract';
import { call } from '@/lib/gateway/client';
import { sessionToken } from '@/lib/session/auth';
import { readSession } from '@/lib/session/session';
import type { SessionSummary } from '@/lib/session/summary';
import { isLoggedInUser, toUserSummary } from '@/lib/session/user';

const reply = (summary: SessionSummary) => NextResponse.json(summary, { headers: { 'Cache-Control': 'private, no-store' } });

/**
 * The user menu's question: who is this? The gateway is asked, so a cookie copied before a logout or a
 * password change answers guest; an outage answers the cookie's user (never "signed out"). Never a token.
 */
export async function GET() {
  const session = await readSession();
  if (!isLoggedInUser(session.user) || !session.accessToken) return reply({ status: 'guest' });
  const state = await sessionToken();
  if (state.status === 'guest') return reply({ status: 'guest' });
  if (state.status === 'unavailable' || !session.user.userId) return reply({ status: 'user', user: session.user });
  const info = await call(contract.account.userInfo, { level: 1, userId: session.user.userId }, { token: state.token });
  if (!info.ok) {
    if (info.error.kind !== 'auth') return reply({ status: 'user', user: session.user });
    session.destroy();
    return reply({ status: 'guest' });
  }
  return reply({ status: 'user', user: toUserSummary(info.data) });
}
