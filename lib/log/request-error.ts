import type { Instrumentation } from 'next';
import { logger } from '@/core/log/logger';
import { requestIdHeader } from '@/core/log/request-id';
import { seenKeys } from '@/lib/cache/seen-keys';

/**
 * Next reports one failed render up to three times, from the render and from the route around it (the
 * route named each time its own way), each with the same digest: a digest and path logged within these
 * seconds are not logged again. A second visitor's identical failure there adds nothing a person could
 * look for: the digest is a hash of the error's message and stack.
 */
const repeatWindowMs = 5_000;
const logged = seenKeys({ max: 1_000 });

/**
 * Every unexpected server error as one log line carrying both keys a person may quote: the digest the
 * error screen shows (app/**\/error.tsx) and the request id that the request's gateway calls were logged
 * with. Next prints the stack itself; this line is what support greps for.
 */
export const logRequestError: Instrumentation.onRequestError = (error, request, context) => {
  const digest = error && typeof error === 'object' && 'digest' in error ? String((error as { digest: unknown }).digest) : undefined;
  const header = request.headers[requestIdHeader];
  // Without the query string: it may carry what a log must not (see core/log/logger.ts).
  const path = request.path.replace(/\?.*$/, '');
  const now = Date.now();
  if (digest !== undefined && !logged.firstSight(`${digest} ${path}`, now + repeatWindowMs, now)) return;
  logger().error(
    {
      digest,
      reqId: Array.isArray(header) ? header[0] : header,
      method: request.method,
      path,
      route: context.routePath,
      routeType: context.routeType,
      error: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
    },
    'request failed',
  );
};
