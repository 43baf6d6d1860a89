import type { IncomingMessage } from 'node:http';
import { readsQuery } from '@/lib/routes';
import type { Step } from './pipeline';

// A page cached for everyone (an identifier page, a content page, a sitemap) is rendered by whichever
// request finds the cache empty, and Next writes that request's address, query and all, into the
// page's RSC payload: a render started by `?utm_source=<script>…&from=//evil.example` was served with
// those words to every later visitor, from the file cache and from Redis (issue 39 item 2). These pages
// read no query, so they are rendered without one: Next never sees it. The browser keeps its own address
// (the client router takes it from window.location), so a list's `?page=2`, read in the browser, still works.

/** Next's cache-busting parameter of RSC requests, checked against the request's headers: kept. */
const rscParameter = '_rsc';

/** The request's address without the query, for a page that reads none; the same address otherwise. */
export function withoutUnreadQuery(url: string): string {
  const mark = url.indexOf('?');
  if (mark < 0) return url;
  const pathname = url.slice(0, mark);
  if (readsQuery(pathname)) return url;
  const rsc = new URLSearchParams(url.slice(mark + 1)).get(rscParameter);
  return rsc === null ? pathname : `${pathname}?${new URLSearchParams({ [rscParameter]: rsc })}`;
}

/** Drops the query of GET and HEAD requests for pages that do not read it, before Next sees them. */
export const queryFreePages: Step = (req: IncomingMessage, _res, next) => {
  if ((req.method === 'GET' || req.method === 'HEAD') && req.url) req.url = withoutUnreadQuery(req.url);
  next();
};
