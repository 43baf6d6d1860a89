import { messages } from '@/core/messages';
import { demoInboxOpen } from '@/lib/gateway/demo-inbox';
import { embeddedOutbox } from '@/lib/gateway/embedded';

/** The embedded gateway's SMS outbox for browser tests and demos; 404 in production mode or on a real gateway. */
export async function GET(request: Request) {
  if (!demoInboxOpen()) return Response.json({ message: messages.notFoundTitle }, { status: 404 });
  const phone = new URL(request.url).searchParams.get('phone') ?? '';
  const answer = await embeddedOutbox(phone);
  return new Response(answer.body, { status: answer.status, headers: { 'content-type': 'application/json', 'cache-control': 'no-store' } });
}

export const dynamic = 'force-dynamic';
