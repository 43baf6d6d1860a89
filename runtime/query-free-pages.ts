import type { IncomingMessage, ServerResponse } from 'node:http';
import { computeCacheBustingSearchParam, computeLegacyCacheBustingSearchParam } from 'next/dist/shared/lib/router/utils/cache-busting-search-param';
import { readsQuery } from '@/lib/routes';
import { answeredByStep, type Step } from './pipeline';

// A page cached for everyone (an identifier page, a content page, a sitemap) is rendered by whichever
// request finds the cache empty, and Next writes that request's address, query and all, into the
// page's RSC payload (the router's canonical URL): a render started by `?utm_source=<script>…` was served
// with those words to every later visitor, from the file cache and from Redis (issue 39 item 2), and so
// was one started by `?_rsc=<anything>`, Next's own parameter, whose value grew a page by 12 kB (issue 61
// item 4). These pages read no query, so they are rendered without any: Next never sees it. The browser
// keeps its own address (the client router takes it from window.location), so a list's `?page=2`, read in
// the browser, still works.
//
// `_rsc` is the hash of an RSC request's router headers, so that a cache ignoring Vary cannot serve one
// request's payload to another; Next answers a mismatch with a redirect to the right value. For these pages
// that check is made here, with Next's own hash (its check is off, next.config.mjs, because it reads the
// parameter from the address Next renders with): a matching request goes on without the parameter, a
// mismatch is redirected as Next would.

const rscParameter = '_rsc';

/** The request's address without the query, for a page that reads none; the same address otherwise. */
export function withoutUnreadQuery(url: string): string {
  const mark = url.indexOf('?');
  if (mark < 0) return url;
  const pathname = url.slice(0, mark);
  return readsQuery(pathname) ? url : pathname;
}

const header = (req: IncomingMessage, name: string): string | undefined => {
  const value = req.headers[name];
  return Array.isArray(value) ? value.join(',') : value;
};

/** The `_rsc` an RSC request's router headers call for, as Next computes it (and its older form). */
export async function expectedRscParameter(req: IncomingMessage): Promise<{ current: string; legacy: string }> {
  const prefetch = header(req, 'next-router-prefetch');
  const routerPrefetch = prefetch === '1' || prefetch === '2' || prefetch === '3' ? prefetch : undefined;
  const args = [routerPrefetch, header(req, 'next-router-segment-prefetch'), header(req, 'next-router-state-tree'), header(req, 'next-url')] as const;
  return { current: await computeCacheBustingSearchParam(...args), legacy: computeLegacyCacheBustingSearchParam(...args) };
}

function redirect(res: ServerResponse, pathname: string, rsc: string) {
  answeredByStep(res);
  res.writeHead(307, { location: `${pathname}?${rscParameter}=${rsc}`, 'cache-control': 'private, no-store' });
  res.end();
}

/**
 * Drops the query of GET and HEAD requests for pages that do not read it, before Next sees them; an RSC
 * request for such a page goes on only with the `_rsc` its headers call for, and is redirected to it else.
 */
export const queryFreePages: Step = (req, res, next) => {
  if ((req.method !== 'GET' && req.method !== 'HEAD') || !req.url) return next();
  const mark = req.url.indexOf('?');
  const pathname = mark < 0 ? req.url : req.url.slice(0, mark);
  if (readsQuery(pathname)) return next();
  if (header(req, 'rsc') !== '1') {
    req.url = pathname;
    return next();
  }
  const sent = mark < 0 ? null : new URLSearchParams(req.url.slice(mark + 1)).get(rscParameter);
  const go = () => {
    req.url = pathname;
    next();
  };
  void expectedRscParameter(req).then(({ current, legacy }) => (sent === current || sent === legacy ? go() : redirect(res, pathname, current)), go);
};
