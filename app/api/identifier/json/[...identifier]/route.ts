import { identifierPublicJson } from '@/lib/identifier/public-json';
import { identifierFromSegments } from '@/lib/identifier/path';
import { withValidator } from '@/lib/http/validators';

type Context = { params: Promise<{ identifier: string[] }> };

/**
 * `/product_scene/{identifier}` asked with `Accept: application/json` (proxy.ts rewrites here): the
 * identifier's public data for machine clients, as the Handle and DOI proxies answer.
 */
export async function GET(request: Request, { params }: Context) {
  const identifier = identifierFromSegments((await params).identifier);
  const { status, body, validator } = await identifierPublicJson(identifier);
  const answer = Response.json(body, { status, headers: { 'Cache-Control': status === 200 ? 'public, max-age=30' : 'no-store', Vary: 'Accept' } });
  // A crawler that has this version gets 304 (issue 38 item 2).
  return validator ? withValidator(request, validator, answer) : answer;
}
