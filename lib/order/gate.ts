import 'server-only';
import { redirect } from 'next/navigation';
import { sessionSummary } from '@/lib/session/session';
import type { UserSummary } from '@/lib/session/summary';

/** Order pages need a login (001 §6): without one, the login page, then back to this very page. */
export async function requireUserFor(path: string): Promise<UserSummary> {
  const session = await sessionSummary();
  if (session.status !== 'user') redirect(`/login?from=${encodeURIComponent(path)}`);
  return session.user;
}

/** The query string of a page's search params, for `from=`. */
export function queryOf(params: Record<string, string | string[] | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (typeof value === 'string') search.set(key, value);
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}
