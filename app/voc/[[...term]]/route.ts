import { publicConfig } from '@/lib/config/env';
import { linksetContext, nodeVocabulary } from '@/lib/linkset/description';
import { resolverCors } from '@/lib/linkset/http';
import { nodeTerms } from '@/lib/linkset/vocabulary';

type Context = { params: Promise<{ term?: string[] }> };

const jsonLd = (body: object) => new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/ld+json', ...resolverCors, 'Cache-Control': 'public, max-age=86400' } });

/**
 * The node's link-type vocabulary at /voc/ (each term's URI, /voc/{term}, answers the same document), and
 * at /voc/linkset-context.jsonld the JSON-LD context its linksets name in their Link header (issue 63).
 */
export async function GET(_request: Request, { params }: Context) {
  const { siteUrl } = publicConfig();
  const term = (await params).term ?? [];
  if (term.length === 1 && term[0] === 'linkset-context.jsonld') return jsonLd(linksetContext(siteUrl));
  if (term.length > 1 || (term.length === 1 && !(term[0]! in nodeTerms))) return new Response('Not Found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  return jsonLd(nodeVocabulary(siteUrl));
}
