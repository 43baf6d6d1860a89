import { messages } from '@/core/messages';
import { logger } from '@/core/log/logger';
import { shareConfig } from '@/lib/wechat-share/share';

const noStore = { 'Cache-Control': 'private, no-store' };

/**
 * `GET /api/wechat/share?url=` for a page opened in WeChat's browser (components/identifier/wechat-share.tsx):
 * the JS-SDK configuration signed for that page's address. 400 for an address that is not this site's (or
 * when no official account is configured), 503 when WeChat does not answer.
 */
export async function GET(request: Request) {
  const asked = new URL(request.url).searchParams.get('url');
  try {
    const config = await shareConfig(asked);
    if (!config) return Response.json({ success: false, data: null, message: messages.shareAddressRefused, code: 400 }, { status: 400, headers: noStore });
    return Response.json({ success: true, data: config, message: '', code: 200 }, { headers: noStore });
  } catch (error) {
    logger().warn({ err: error instanceof Error ? error.message : String(error) }, 'wechat share signature failed');
    return Response.json({ success: false, data: null, message: messages.shareUnavailable, code: 503 }, { status: 503, headers: noStore });
  }
}
