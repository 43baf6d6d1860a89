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
 * that answers 404, an address over its share, an identifier at its cap): a beacon reads nothing. X-View
 * says which, for the operators and the tests.
 */
export async function POST(request: Request) {
  const parsed = body.safeParse(await readJson(request));
  if (!parsed.success) return answer({ ok: false, message: messages.identifierInvalid }, 400);
  const verdict = await countView(parsed.data.identifier, request.headers.get('user-agent'), await clientIp());
  return new Response(null, { status: 204, headers: { 'Cache-Control': 'private, no-store', 'X-View': verdict } });
}
