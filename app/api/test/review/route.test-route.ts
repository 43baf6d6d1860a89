import { env } from '@/lib/config/env';
import { embeddedRequest } from '@/lib/gateway/embedded';
import { messages } from '@/core/messages';

/**
 * Browser tests only (GATEWAY_MODE=test): `npm run review` commands run inside the server's process,
 * because PGlite allows one process per data folder (docs/decisions/0009-prefix-review.md). 404 otherwise.
 */
export async function POST(request: Request) {
  const e = env();
  if (e.GATEWAY_URL || e.GATEWAY_MODE !== 'test') return Response.json({ message: messages.notFoundTitle }, { status: 404 });
  const answer = await embeddedRequest('__test/review', { method: 'POST', headers: { 'content-type': 'application/json' }, body: await request.text() });
  return new Response(answer.body, { status: answer.status, headers: { 'content-type': 'application/json', 'cache-control': 'no-store' } });
}

export const dynamic = 'force-dynamic';
