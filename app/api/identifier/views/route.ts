import { z } from 'zod';
import { identifierCode } from '@/core/contract';
import { answer, readJson } from '@/lib/http/answer';
import { clientIp } from '@/lib/http/client-ip';
import { countView } from '@/lib/identifier/views';
import { messages } from '@/core/messages';

const body = z.strictObject({ identifier: identifierCode });

/**
 * `POST /api/identifier/views`: the identifier page's beacon, one per page shown (decision 0037). Answers
 * 204 whether or not the view was counted (a crawler, a visitor seen within the half hour, an identifier
 * that answers 404, an address over its share, an identifier at its cap). X-View says which, for the
 * operators and the tests; X-View-Count how often the page was seen, as the page's own read (cached up
 * to 30 s) says now, which the page shows in place of the count it was made with (a copy nginx kept
 * may be hours old, decision 0057). Not for a crawler's beacon: that one reads nothing.
 */
export async function POST(request: Request) {
  const parsed = body.safeParse(await readJson(request));
  if (!parsed.success) return answer({ ok: false, message: messages.identifierInvalid }, 400);
  const { verdict, viewCount } = await countView(parsed.data.identifier, request.headers.get('user-agent'), await clientIp());
  const headers: Record<string, string> = { 'Cache-Control': 'private, no-store', 'X-View': verdict };
  if (viewCount !== undefined) headers['X-View-Count'] = String(viewCount);
  return new Response(null, { status: 204, headers });
}
