/**
 * The login link that brings the visitor back where they were. From the login page itself there is
 * nowhere to come back to, so no `from` is added.
 */
export function loginHref(pathname: string | null, search: string, mode?: 'register'): string {
  const params = new URLSearchParams();
  if (pathname && !pathname.startsWith('/login')) params.set('from', search ? `${pathname}?${search}` : pathname);
  if (mode) params.set('mode', mode);
  const query = params.toString();
  return query ? `/login?${query}` : '/login';
}
