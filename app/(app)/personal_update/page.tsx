import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { PersonalScreen } from '@/components/account/personal-screen';
import { contract } from '@/core/contract';
import { requireUser } from '@/lib/session';
import { toUserSummary } from '@/lib/session/user';

export const metadata: Metadata = { title: '个人信息', robots: { index: false, follow: false } };

/**
 * 001 §2 personal information: type 1 basic info and avatar, type 2 password change. Nobody logged in
 * (or a cookie the gateway no longer honours, such as a copy kept from before a logout) goes home.
 */
export default async function PersonalPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const type = (await searchParams).type === '2' ? 2 : 1;
  const { user, call } = await requireUser({ from: `/personal_update?type=${type}`, otherwise: 'home' });
  if (!user.userId) redirect('/');
  const info = await call(contract.account.userInfo, { level: 1, userId: user.userId });
  // An outage shows what the session knows, marked stale; the screen asks again from the browser.
  return info.ok ? <PersonalScreen initialType={type} initialUser={toUserSummary(info.data)} stale={false} /> : <PersonalScreen initialType={type} initialUser={user} stale />;
}
