import type { Metadata } from 'next';
import { LoginScreen } from '@/components/account/login-screen';
import { publicConfig } from '@/lib/config/env';
import { safeReturnPath } from '@/lib/security/url';

export const metadata: Metadata = { title: '登录', robots: { index: false, follow: false } };

/** 000 §2 login. `from` is followed only when it is a path of this site. */
export default async function LoginPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const params = await searchParams;
  const raw = typeof params.from === 'string' ? params.from : null;
  const from = raw && safeReturnPath(raw, '') ? safeReturnPath(raw) : null;
  return <LoginScreen from={from} initialPanel={params.mode === 'register' ? 'register' : null} consoleUrl={publicConfig().consoleUrl} />;
}
