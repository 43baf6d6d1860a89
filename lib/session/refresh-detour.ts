import 'server-only';
import { unavailablePage } from '@/lib/http/unavailable-page';
import { contentSecurityPolicy } from '@/lib/security/csp';
import { safeReturnPath } from '@/lib/security/url';
import { freshToken } from './refresh';
import { isDevelopment } from '@/core/env/process';

/**
 * GET /api/session/refresh?from=: a page found its token inside the refresh window (requireUser) and
 * sent the browser here, where the refreshed pair can be saved. Back to the page afterwards, which then
 * finds a fresh token, or no session at all when the gateway refused the refresh (the page sends the
 * visitor home or to login). It refreshes only a token that is due, so a link to it from another site
 * changes nothing that the next request would not change anyway.
 */
export async function refreshAndReturn(request: Request): Promise<Response> {
  const from = safeReturnPath(new URL(request.url).searchParams.get('from'));
  const state = await freshToken();
  if (state.status === 'ok' || state.status === 'guest') {
    return new Response(null, { status: 303, headers: { location: from, 'cache-control': 'no-store' } });
  }
  // The gateway is unreachable: the page would only send the browser back here. The session stays.
  return unavailablePage(contentSecurityPolicy({ dev: isDevelopment() }));
}
