import { messages } from '@/core/messages';
import { publicConfig } from '@/lib/config/env';
import { identifierFromSegments } from '@/lib/identifier/path';
import { validIdentifier } from '@/lib/identifier/validate';
import { linkOfType } from '@/lib/linkset/build';
import { contextLink, linksetMediaType, preflightHeaders, resolverCors } from '@/lib/linkset/http';
import { languageOf } from '@/lib/linkset/language';
import { loadLinkset } from '@/lib/linkset/load';
import { linkTypeOf } from '@/lib/linkset/vocabulary';

type Context = { params: Promise<{ identifier: string[] }> };

/** The query parameters the resolver reads itself; every other one is passed on when it redirects. */
const ownParameters = new Set(['linktype', 'lang']);

const vary = 'Accept, Accept-Language';

function problem(status: number, message: string, link?: string) {
  return Response.json({ error: status === 400 ? 'malformed identifier' : status === 404 ? 'not found' : 'unavailable', message }, { status, headers: { ...resolverCors, 'Cache-Control': 'no-store', Vary: vary, ...(link ? { Link: link } : {}) } });
}

/**
 * `/product_scene/{identifier}` asked for its links (runtime/resolver-requests.ts sends it here): with
 * `?linkType=linkset` (or `all`) or `Accept: application/linkset+json`, the identifier's RFC 9264 linkset;
 * with `?linkType=<type>`, a redirect to that link, every other query parameter passed on, or 404 when it
 * has none (ISO/IEC 18975, the GS1 resolver standard; docs/decisions/0076-linksets.md).
 */
export async function GET(request: Request, { params }: Context) {
  const url = new URL(request.url);
  const identifier = identifierFromSegments((await params).identifier);
  if (!identifier || !validIdentifier(identifier)) return problem(400, messages.identifierInvalid);
  const { siteUrl } = publicConfig();
  const language = languageOf(url.searchParams.get('lang'), request.headers.get('accept-language'));
  const loaded = await loadLinkset(identifier, siteUrl, language);
  if (loaded.status !== 200) return problem(loaded.status, loaded.message);
  const anchor = loaded.linkset.linkset[0]!.anchor;
  const linksetLink = `<${anchor}?linkType=linkset>; rel="linkset"; type="${linksetMediaType}"`;
  const asked = url.searchParams.get('linkType') ?? url.searchParams.get('linktype');
  const headers = { ...resolverCors, 'Cache-Control': 'public, max-age=30', Vary: vary };
  if (asked && asked !== 'linkset' && asked !== 'all') {
    const type = linkTypeOf(asked, siteUrl);
    const link = type ? linkOfType(loaded.linkset, type) : undefined;
    if (!link) return problem(404, messages.linkTypeMissing, linksetLink);
    const target = new URL(link.href);
    for (const [key, value] of url.searchParams) if (!ownParameters.has(key.toLowerCase())) target.searchParams.append(key, value);
    return new Response(null, { status: 307, headers: { ...headers, Location: target.toString(), Link: linksetLink } });
  }
  return new Response(JSON.stringify(loaded.linkset), { headers: { ...headers, 'Content-Type': linksetMediaType, Link: `${contextLink(siteUrl)}, ${linksetLink}` } });
}

export function OPTIONS() {
  return new Response(null, { status: 204, headers: preflightHeaders });
}
