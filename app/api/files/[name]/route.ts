import { env } from '@/lib/config/env';
import { embeddedRequest } from '@/lib/gateway/embedded';
import { fileRefusalOf, fileRefused } from '@/lib/http/file-refused';
import { userToken } from '@/lib/session';

/**
 * Uploads stored by the embedded gateway (a real gateway serves its own absolute URLs). Avatars in use
 * are public; any other upload (a payment proof) only to its owner or a reviewer, so the viewer's token
 * goes along and the answer is never cached when it is private (docs/decisions/0019).
 */
export async function GET(_request: Request, { params }: { params: Promise<{ name: string }> }) {
  const { name } = await params;
  if (env().GATEWAY_URL || !/^[a-f0-9]{32}\.(jpg|png|bmp)$/.test(name)) return fileRefused(404);
  const state = await userToken();
  const stored = await embeddedRequest(`files/${name}`, { headers: state.status === 'ok' ? { accessToken: state.token } : {} });
  if (!stored.ok) return fileRefusalOf(stored.status);
  return new Response(stored.body, { status: 200, headers: stored.headers });
}
