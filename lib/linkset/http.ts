/**
 * The HTTP around a resolver's answers (ISO/IEC 18975; the GS1 resolver standard): any origin may read them
 * (CORS) and see their Link header, and the linkset's JSON-LD context is named in that header.
 */
export const resolverCors = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Expose-Headers': 'Link, Location',
} as const;

export const preflightHeaders = {
  ...resolverCors,
  'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS',
  'Access-Control-Allow-Headers': 'Accept, Accept-Language',
  'Access-Control-Max-Age': '86400',
  Allow: 'GET, HEAD, OPTIONS',
} as const;

export const linksetMediaType = 'application/linkset+json';
/** The JSON-LD context that turns the node's linksets into linked data, served from its vocabulary. */
export const linksetContextPath = '/voc/linkset-context.jsonld';

export function contextLink(siteUrl: string): string {
  return `<${new URL(linksetContextPath, siteUrl)}>; rel="http://www.w3.org/ns/json-ld#context"; type="application/ld+json"`;
}
