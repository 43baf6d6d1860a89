import type { ServerResponse } from 'node:http';
import { identifierFromPathname } from '@/lib/identifier/path';
import { validIdentifier } from '@/lib/identifier/validate';
import { preflightHeaders, resolverCors } from '@/lib/linkset/http';
import { identifierSignposts, linkHeader } from '@/lib/linkset/signposting';
import { answeredByStep, type Step } from './pipeline';

// The identifier's address as a resolver answers it (ISO/IEC 18975, the GS1 resolver standard, FAIR
// signposting; docs/decisions/0076-linksets.md), before the query is dropped from the cached page's
// request (query-free-pages.ts, which comes next):
//   OPTIONS                                   204 with CORS: any origin may ask
//   ?linkType=… or Accept: application/linkset+json   → the linkset route (a linkset, or a redirect to a link)
//   a malformed identifier                    400, not 404 (the page says so as it did)
//   the page and its JSON twin                CORS, and the signposts in a Link header on a 2xx or 3xx
// The cached page itself stays one copy per identifier: nothing here changes what Next renders.

const prefix = '/product_scene/';
const linksetRoute = '/api/identifier/linkset/';

const wantsLinkset = (accept: string | string[] | undefined) => /application\/linkset\+json/i.test(Array.isArray(accept) ? accept.join(',') : (accept ?? ''));

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
    if (!url?.startsWith(prefix)) return next();
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
    if (params.has('linkType') || params.has('linktype') || wantsLinkset(req.headers.accept)) {
      req.url = `${linksetRoute}${pathname.slice(prefix.length)}${query ? `?${query}` : ''}`;
      return next();
    }
    res.setHeader('Link', linkHeader(identifierSignposts(identifier, siteUrl)));
    onStatus(res, (status) => {
      if (status >= 400) res.removeHeader('Link');
      return status;
    });
    next();
  };
}
