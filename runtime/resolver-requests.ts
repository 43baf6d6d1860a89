import type { ServerResponse } from 'node:http';
import { identifierFromPathname } from '@/lib/identifier/path';
import { validIdentifier } from '@/lib/identifier/validate';
import { preflightHeaders, resolverCors } from '@/lib/linkset/http';
import { identifierSignposts, linkHeader } from '@/lib/linkset/signposting';
import { answeredByStep, type Step } from './pipeline';

// The identifier's address as a resolver answers it (ISO/IEC 18975, the GS1 resolver standard, FAIR
// signposting; docs/decisions/0076-linksets.md), before the query is dropped from the cached page's
// request (query-free-pages.ts, which comes next):
//   /.well-known/resolver, …/gs1resolver      the resolver's description (/api/resolver)
//   OPTIONS                                   204 with CORS: any origin may ask
//   ?linkType=… or Accept: application/linkset+json   → the linkset route (a linkset, or a redirect to a link)
//   Accept: JSON and not HTML                 → the identifier's public JSON (/api/identifier/json/…)
//   a malformed identifier                    400, not 404 (the page says so as it did)
//   the page and its JSON twin                CORS, and the signposts in a Link header on a 2xx or 3xx
// The cached page itself stays one copy per identifier: nothing here changes what Next renders.

const prefix = '/product_scene/';
// The resolver's description (ISO/IEC 18975; GS1's tools look under their own name).
const descriptions = new Set(['/.well-known/resolver', '/.well-known/gs1resolver']);
const descriptionRoute = '/api/resolver';
const linksetRoute = '/api/identifier/linkset/';
const jsonRoute = '/api/identifier/json/';

const acceptOf = (accept: string | string[] | undefined) => (Array.isArray(accept) ? accept.join(',') : (accept ?? ''));
const wantsLinkset = (accept: string) => /application\/linkset\+json/i.test(accept);
/**
 * A machine client asking for JSON and not for HTML gets the identifier's JSON at the page's address.
 * Here rather than as a rewrite in next.config.mjs: Next compiled each rewrite's pattern and header
 * condition again for every request it served, 4 % of a cached identifier page's CPU (issue 64 item 4).
 */
export const wantsJson = (accept: string) => !/text\/html/i.test(accept) && /application\/(?:json|[\w.+-]*\+json)/i.test(accept);

/** Sends what Next answers with another status, or without the Link header, as `change` says. */
function onStatus(res: ServerResponse, change: (status: number) => number) {
  const writeHead = res.writeHead;
  res.writeHead = function (this: ServerResponse, statusCode: number, ...rest: unknown[]) {
    return (writeHead as (...args: unknown[]) => ServerResponse).call(this, change(statusCode), ...rest.filter((arg) => typeof arg !== 'string'));
  } as ServerResponse['writeHead'];
}

export function resolverRequests(siteUrl: string): Step {
  return (req, res, next) => {
    const url = req.url;
    if (!url?.startsWith(prefix)) {
      const mark = url?.indexOf('?') ?? -1;
      if (url && descriptions.has(mark < 0 ? url : url.slice(0, mark))) req.url = descriptionRoute + (mark < 0 ? '' : url.slice(mark));
      return next();
    }
    if (req.method === 'OPTIONS') {
      answeredByStep(res);
      res.writeHead(204, preflightHeaders);
      res.end();
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const mark = url.indexOf('?');
    const pathname = mark < 0 ? url : url.slice(0, mark);
    const query = mark < 0 ? '' : url.slice(mark + 1);
    const identifier = identifierFromPathname(pathname);
    for (const [name, value] of Object.entries(resolverCors)) res.setHeader(name, value);
    if (!identifier || !validIdentifier(identifier)) {
      // A syntax error is the client's (400), not an identifier the node lacks (404).
      onStatus(res, (status) => (status === 404 ? 400 : status));
      return next();
    }
    const params = new URLSearchParams(query);
    const accept = acceptOf(req.headers.accept);
    if (params.has('linkType') || params.has('linktype') || wantsLinkset(accept)) {
      req.url = `${linksetRoute}${pathname.slice(prefix.length)}${query ? `?${query}` : ''}`;
      return next();
    }
    // Without the query, as the page: the JSON is the same for everyone.
    if (wantsJson(accept)) req.url = `${jsonRoute}${pathname.slice(prefix.length)}`;
    res.setHeader('Link', linkHeader(identifierSignposts(identifier, siteUrl)));
    onStatus(res, (status) => {
      if (status >= 400) res.removeHeader('Link');
      return status;
    });
    next();
  };
}
