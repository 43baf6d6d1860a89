import { env } from '@/lib/config/env';
import { embeddedRequest } from '@/lib/gateway/embedded';
import { userToken } from '@/lib/session';

/**
 * Identity documents stored by the embedded gateway, shown only to their owner and to reviewers: the
 * gateway decides with the viewer's token and answers 403 to anyone else. Never cached by the browser.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ name: string }> }) {
  const { name } = await params;
  const plain = (status: number, text: string) => new Response(text, { status, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'private, no-store' } });
  if (env().GATEWAY_URL || !/^[a-f0-9]{32}\.(jpg|png|bmp)$/.test(name)) return plain(404, '文件不存在');
  const state = await userToken();
  if (state.status === 'guest') return plain(401, '请先登录');
  if (state.status === 'unavailable') return plain(502, '服务异常');
  const stored = await embeddedRequest(`files/private/${name}`, { headers: { accessToken: state.token } });
  if (!stored.ok) return plain(stored.status === 403 ? 403 : stored.status === 401 ? 401 : 404, stored.status === 403 ? '无权查看该文件' : '文件不存在');
  const headers = new Headers({ 'cache-control': 'private, no-store', 'x-content-type-options': 'nosniff', 'content-disposition': 'inline' });
  headers.set('content-type', stored.headers.get('content-type') ?? 'application/octet-stream');
  return new Response(stored.body, { status: 200, headers });
}
