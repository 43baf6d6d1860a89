import { env } from '@/lib/config/env';
import { embeddedRequest } from '@/lib/gateway/embedded';
import { userToken } from '@/lib/session';

/**
 * Uploads stored by the embedded gateway (a real gateway serves its own absolute URLs). Avatars in use
 * are public; any other upload (a payment proof) only to its owner or a reviewer, so the viewer's token
 * goes along and the answer is never cached when it is private (docs/decisions/0019).
 */
export async function GET(_request: Request, { params }: { params: Promise<{ name: string }> }) {
  const { name } = await params;
  if (env().GATEWAY_URL || !/^[a-f0-9]{32}\.(jpg|png|bmp)$/.test(name)) return new Response('文件不存在', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  const state = await userToken();
  const stored = await embeddedRequest(`files/${name}`, { headers: state.status === 'ok' ? { accessToken: state.token } : {} });
  if (!stored.ok) {
    const text = stored.status === 403 ? '无权查看该文件' : stored.status === 401 ? '请先登录' : '文件不存在';
    return new Response(text, { status: stored.status === 401 || stored.status === 403 ? stored.status : 404, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'private, no-store' } });
  }
  return new Response(stored.body, { status: 200, headers: stored.headers });
}
