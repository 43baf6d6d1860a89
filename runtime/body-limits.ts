import type { IncomingMessage, ServerResponse } from 'node:http';
import { bodyLimitOf } from '@/lib/http/body-limits';
import { answeredByStep, type Step } from './pipeline';

// A body declared larger than its door takes is refused here, before Next and before a byte of it is read
// (issue 61 item 1: a POST declaring 100 MB and sending a byte a second held its door until the whole body
// had come, however it was to be refused). The connection is closed after the answer, so the rest of the
// body is never read either. The doors read a body without a Content-Length (chunked) only up to the
// same limit (lib/http/body-limits.ts).

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
  res.writeHead(413, {
    'content-type': json ? 'application/json; charset=utf-8' : 'text/plain; charset=utf-8',
    'cache-control': 'no-store',
    connection: 'close',
  });
  res.end(json ? JSON.stringify({ ok: false, message }) : message);
}

export const bodyLimits: Step = (req, res, next) => {
  if (!withBody.has(req.method ?? '')) return next();
  const length = declaredLength(req);
  const pathname = (req.url ?? '/').split('?')[0];
  const limit = bodyLimitOf(pathname);
  if (length !== undefined && length > limit.bytes) return refuse(res, pathname, limit.message);
  next();
};
