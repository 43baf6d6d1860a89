import type { IncomingMessage, ServerResponse } from 'node:http';
import { bodyLimitOf } from '@/lib/http/body-limits';
import { answeredByStep, type Step } from './pipeline';

// A body declared larger than its door takes is refused here, before Next and before a byte of it is read
// (issue 61 item 1: a POST declaring 100 MB and sending a byte a second held its door until the whole body
// had come, however it was to be refused). The answer goes at once; what the client still sends is read
// and thrown away by Node (as nginx's lingering close does), so a client busy writing its body reads the
// answer instead of a reset connection, and one that sends slowly is cut off by the request timeout
// (runtime/slow-clients.ts). The doors read a body without a Content-Length (chunked) only up to the same
// limit (lib/http/body-limits.ts).

const withBody = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The declared length, or undefined when the request declares none (chunked, or no body). */
function declaredLength(req: IncomingMessage): number | undefined {
  const value = req.headers['content-length'];
  if (value === undefined) return undefined;
  const length = Number(value);
  return Number.isFinite(length) ? length : undefined;
}

function refuse(res: ServerResponse, pathname: string, message: string) {
  answeredByStep(res);
  const json = pathname.startsWith('/api/');
  const body = json ? JSON.stringify({ ok: false, message }) : message;
  res.writeHead(413, {
    'content-type': json ? 'application/json; charset=utf-8' : 'text/plain; charset=utf-8',
    'content-length': Buffer.byteLength(body),
    'cache-control': 'no-store',
  });
  res.end(body);
}

export const bodyLimits: Step = (req, res, next) => {
  if (!withBody.has(req.method ?? '')) return next();
  const length = declaredLength(req);
  const pathname = (req.url ?? '/').split('?')[0];
  const limit = bodyLimitOf(pathname);
  if (length !== undefined && length > limit.bytes) return refuse(res, pathname, limit.message);
  next();
};
