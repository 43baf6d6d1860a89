import http, { type ServerResponse } from 'node:http';
import { failedRecently } from '@/lib/identifier/unavailable';
import { identifierFromPathname } from '@/lib/identifier/path';

// An identifier page never rendered before, asked while the gateway cannot answer, must say 503 (issue 16
// item 5: the service is down, try again), not 500 (the portal is broken). Next gives a cached page no
// way to choose its status: a render that throws is a 500 (only 401, 403 and 404 have functions of their
// own). So the page records which identifier its gateway failed for (lib/identifier/unavailable.ts), and a
// 500 about to be sent for that identifier's address within the minute is sent as 503 with Retry-After.
// Any other 500 stays a 500.

export const outageRetryAfterSeconds = 30;

/** Whether a 500 for this request URL is the gateway's outage rather than the portal's fault. */
export function isOutage(url: string | undefined, now = Date.now()): boolean {
  const identifier = identifierFromPathname(url?.split(/[?#]/)[0] ?? null);
  return identifier !== undefined && failedRecently(identifier, now);
}

type WriteHead = ServerResponse['writeHead'];

/** Wraps writeHead (Node calls it for implicit headers too) to turn those 500s into 503s. Once per prototype. */
export function installOutageStatus(proto: ServerResponse = http.ServerResponse.prototype): void {
  const mark = Symbol.for('idportal.outage-status');
  const holder = proto as unknown as Record<symbol, boolean | undefined>;
  if (holder[mark]) return;
  holder[mark] = true;
  const writeHead = proto.writeHead;
  proto.writeHead = function (this: ServerResponse, statusCode: number, ...rest: unknown[]) {
    if (statusCode === 500 && isOutage(this.req?.url)) {
      this.statusMessage = http.STATUS_CODES[503] ?? 'Service Unavailable';
      if (!this.headersSent) this.setHeader('Retry-After', String(outageRetryAfterSeconds));
      // A reason phrase given for the 500 is dropped; the headers argument is kept.
      return (writeHead as (...args: unknown[]) => ServerResponse).call(this, 503, ...rest.filter((arg) => typeof arg !== 'string'));
    }
    return (writeHead as (...args: unknown[]) => ServerResponse).call(this, statusCode, ...rest);
  } as WriteHead;
}
