import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { PersonalScreen } from '@/components/account/personal-screen';
import { contract } from '@/lib/contract';
import { call } from '@/lib/gateway/client';
import { sessionUserReadOnly } from '@/lib/session/auth';
import { toUserSummary } from '@/lib/session/user';

export const metadata: Metadata = { title: '个人信息', robots: { index: false, follow: false } };

/**
 * 001 §2 personal information: type 1 basic info and avatar, type 2 password change. Nobody logged in
 * (or a cookie the gateway no longer honours, such as a copy kept from before a logout) goes home.
 */
export default async function PersonalPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const type = (await searchParams).type === '2' ? 2 : 1;
  const current = await sessionUserReadOnly();
  if (!current?.user.userId) redirect('/');
  let user = current.user;
  let stale = true;
  if (current.token) {
    const info = await call(contract.account.userInfo, { level: 1, userId: current.user.userId }, { token: current.token });
    if (!info.ok && info.error.kind === 'auth') redirect('/');
    if (info.ok) {
      user = toUserSummary(info.data);
      stale = false;
    }
  }
  return <PersonalScreen initialType={type} initialUser={user} stale={stale} />;
}
