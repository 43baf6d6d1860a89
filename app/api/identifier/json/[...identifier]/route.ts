import { identifierPublicJson } from '@/lib/identifier/public-json';
import { identifierFromSegments } from '@/lib/identifier/path';

type Context = { params: Promise<{ identifier: string[] }> };

/**
 * `/product_scene/{identifier}` asked with `Accept: application/json` (proxy.ts rewrites here): the
 * identifier's public data for machine clients, as the Handle and DOI proxies answer.
 */
export async function GET(_: Request, { params }: Context) {
  const identifier = identifierFromSegments((await params).identifier);
  const { status, body } = await identifierPublicJson(identifier);
  return Response.json(body, { status, headers: { 'Cache-Control': status === 200 ? 'public, max-age=30' : 'no-store', Vary: 'Accept' } });
}
