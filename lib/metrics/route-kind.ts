import { isDynamicPath } from '@/lib/security/csp';

/**
 * What a request was for, as the request metrics group it. Paths are never labels (every identifier
 * is one); these seven kinds are: the scan path and its JSON, the three kinds of page as they are
 * served (prerendered content, per-request pages of lib/routes.ts), the browser's JSON doors, files.
 */
export const routeKinds = ['identifier_page', 'identifier_json', 'content_page', 'dynamic_page', 'api', 'static', 'other'] as const;
export type RouteKind = (typeof routeKinds)[number];

/** The pages among the kinds: their answers are renders or cache answers. */
export const pageKinds: ReadonlySet<RouteKind> = new Set(['identifier_page', 'content_page', 'dynamic_page']);

const identifierPrefix = '/product_scene';
/** The identifier's JSON has doors of its own besides the page's address asked with Accept: JSON. */
const identifierJsonPrefixes = ['/api/identifier/json/', '/api/handles/', '/api/identifier/linkset/'];
const others = new Set(['/healthz', '/readyz', '/robots.txt', '/sitemap.xml']);
/** A last segment with an extension: a file of public/ (identifiers may hold dots, so they are decided first). */
const fileName = /\/[^/]*\.[A-Za-z0-9]{1,8}$/;
const isJson = (contentType: string | undefined) => /^application\/(?:[\w.+-]*\+)?json\b/i.test(contentType ?? '');

/**
 * The kind of a request path (without its query). `contentType`, the answer's, tells the identifier's
 * JSON from its page at the same address (next.config.mjs rewrites a JSON Accept to the JSON door).
 */
export function routeKind(pathname: string, contentType?: string): RouteKind {
  if (pathname.startsWith('/_next/static/') || pathname.startsWith('/_next/image')) return 'static';
  if (pathname === identifierPrefix || pathname.startsWith(`${identifierPrefix}/`)) {
    // The batch page is a prerendered page of its own beside the identifier pages.
    if (pathname === `${identifierPrefix}/batch`) return 'content_page';
    return isJson(contentType) ? 'identifier_json' : 'identifier_page';
  }
  if (identifierJsonPrefixes.some((prefix) => pathname.startsWith(prefix))) return 'identifier_json';
  if (pathname.startsWith('/api/')) return 'api';
  // The sitemap index and its sitemaps (docs/decisions/0050): crawlers' documents, not files of public/.
  if (others.has(pathname) || pathname.startsWith('/sitemaps/')) return 'other';
  if (pathname.startsWith('/_next/')) return 'other';
  if (fileName.test(pathname)) return 'static';
  // The pages of lib/routes.ts rendered per request, as the CSP tells them apart.
  if (isDynamicPath(pathname)) return 'dynamic_page';
  return 'content_page';
}
