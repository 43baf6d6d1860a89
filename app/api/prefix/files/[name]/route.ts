import { env } from '@/lib/config/env';
import { embeddedRequest } from '@/lib/gateway/embedded';
import { fileRefusalOf, fileRefused } from '@/lib/http/file-refused';
import { userToken } from '@/lib/session';

/**
 * Identity documents stored by the embedded gateway, shown only to their owner and to reviewers: the
 * gateway decides with the viewer's token and answers 403 to anyone else. Never cached by the browser.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ name: string }> }) {
  const { name } = await params;
  if (env().GATEWAY_URL || !/^[a-f0-9]{32}\.(jpg|png|bmp)$/.test(name)) return fileRefused(404);
  // The token itself goes along (refreshed when due), so this reads userToken, not signedIn().
  const state = await userToken();
  if (state.status === 'guest') return fileRefused(401);
  if (state.status === 'unavailable') return fileRefused(502);
  const stored = await embeddedRequest(`files/private/${name}`, { headers: { accessToken: state.token } });
  if (!stored.ok) return fileRefusalOf(stored.status);
  const headers = new Headers({ 'cache-control': 'private, no-store', 'x-content-type-options': 'nosniff', 'content-disposition': 'inline' });
  headers.set('content-type', stored.headers.get('content-type') ?? 'application/octet-stream');
  return new Response(stored.body, { status: 200, headers });
}
