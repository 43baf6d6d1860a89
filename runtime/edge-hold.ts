import type { IncomingMessage } from 'node:http';
import { identifierFromPathname } from '@/lib/identifier/path';
import { beforeHead, type Step } from './pipeline';
import { wantsJson } from './resolver-requests';

// With edges that hear of every change (EDGE_URLS, and a gateway that pushes: decision 0077), an edge
// keeps an identifier page until its data changes, not 30 s: the page's answer (and the 304 of its
// revalidation) goes out with s-maxage of EDGE_HOLD_SECONDS instead of Next's 30. Only the page itself:
// its RSC payloads (the edge cannot purge their keys, which hold the router's headers), its JSON and
// its linkset keep 30 s. The portal's own cache keeps its 30-second window.

const sharedAge = /\bs-maxage=\d+/;

/** The page's HTML, as a visitor's browser or a crawler asks for it. */
function isPageRequest(req: IncomingMessage): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  if (req.headers.rsc === '1') return false;
  const accept = String(req.headers.accept ?? '');
  if (wantsJson(accept)) return false;
  const [pathname, query] = (req.url ?? '').split('?');
  return identifierFromPathname(pathname ?? null) !== undefined && !/(?:^|&)linktype=/i.test(query ?? '');
}

/** The Cache-Control with the shared age set to `seconds` (left alone when it has none: a private answer). */
export function withSharedAge(cacheControl: string, seconds: number): string {
  return sharedAge.test(cacheControl) ? cacheControl.replace(sharedAge, `s-maxage=${seconds}`) : cacheControl;
}

export function edgeHold(seconds: number): Step {
  return (req, res, next) => {
    if (!isPageRequest(req)) return next();
    beforeHead(res, (answer, statusCode) => {
      const cacheControl = answer.getHeader('cache-control');
      if ((statusCode === 200 || statusCode === 304) && typeof cacheControl === 'string') answer.setHeader('cache-control', withSharedAge(cacheControl, seconds));
    });
    next();
  };
}
