import http, { type ServerResponse } from 'node:http';

// An address that answers 404 or 410 is never indexed (issue 38 item 4). The identifier page's not-found
// screen says noindex in its HTML head (app/(scan)/product_scene/not-found.tsx, and Next adds its own
// for a 404), but only there: the RSC payload of a navigation in the browser, a HEAD, the JSON twin's
// and the Handle API's 404s carry no head. The header says it for each of them, at the one place every
// answer of the process passes, whatever drew it.

type WriteHead = ServerResponse['writeHead'];

/** Wraps writeHead (Node calls it for implicit headers too) to add `X-Robots-Tag: noindex` to 404 and 410. Once per prototype. */
export function installNoindexNotFound(proto: ServerResponse = http.ServerResponse.prototype): void {
  const mark = Symbol.for('idportal.noindex-not-found');
  const holder = proto as unknown as Record<symbol, boolean | undefined>;
  if (holder[mark]) return;
  holder[mark] = true;
  const writeHead = proto.writeHead;
  proto.writeHead = function (this: ServerResponse, statusCode: number, ...rest: unknown[]) {
    // A page that chose its own robots header (noindex, nofollow) keeps it.
    if ((statusCode === 404 || statusCode === 410) && !this.headersSent && !this.hasHeader('x-robots-tag')) this.setHeader('X-Robots-Tag', 'noindex');
    return (writeHead as (...args: unknown[]) => ServerResponse).call(this, statusCode, ...rest);
  } as WriteHead;
}
