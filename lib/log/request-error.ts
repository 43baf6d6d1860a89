import type { Instrumentation } from 'next';
import { logger } from '@/core/log/logger';
import { requestIdHeader } from '@/core/log/request-id';

/**
 * Every unexpected server error as one log line carrying both keys a person may quote: the digest the
 * error screen shows (app/**\/error.tsx) and the request id that the request's gateway calls were logged
 * with. Next prints the stack itself; this line is what support greps for.
 */
export const logRequestError: Instrumentation.onRequestError = (error, request, context) => {
  const digest = error && typeof error === 'object' && 'digest' in error ? String((error as { digest: unknown }).digest) : undefined;
  const header = request.headers[requestIdHeader];
  logger().error(
    {
      digest,
      reqId: Array.isArray(header) ? header[0] : header,
      method: request.method,
      // Without the query string: it may carry what a log must not (see core/log/logger.ts).
      path: request.path.replace(/\?.*$/, ''),
      route: context.routePath,
      routeType: context.routeType,
      error: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
    },
    'request failed',
  );
};
