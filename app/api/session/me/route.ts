import { NextResponse } from 'next/server';
import { contract } from '@/core/contract';
import { currentUser, userCall, userToken } from '@/lib/session';
import type { SessionSummary } from '@/lib/session/summary';
import { toUserSummary } from '@/lib/session/user';

const reply = (summary: SessionSummary) => NextResponse.json(summary, { headers: { 'Cache-Control': 'private, no-store' } });

/**
 * The user menu's question: who is this? The gateway is asked (refreshing the token when it is due), so
 * a cookie copied before a logout or a password change answers guest and ends; an outage answers the
 * cookie's user, never "signed out". Never a token. Every page asks this at once, so it is also where a
 * refusal met while a page rendered clears the cookie (docs/decisions/0017).
 */
export async function GET() {
  const current = await currentUser();
  if (current.status === 'guest') return reply({ status: 'guest' });
  const { user } = current;
  if (!user.userId) {
    // Nothing to ask the gateway about this user: the token is still kept fresh.
    return reply((await userToken()).status === 'guest' ? { status: 'guest' } : { status: 'user', user });
  }
  const info = await userCall(contract.account.userInfo, { level: 1, userId: user.userId });
  if (info.ok) return reply({ status: 'user', user: toUserSummary(info.data) });
  return reply(info.error.kind === 'auth' ? { status: 'guest' } : { status: 'user', user });
}
