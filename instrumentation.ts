import type { Instrumentation } from 'next';

/**
 * Runs once when the server starts: the environment is checked before the first request, so a
 * production server without a proper SESSION_SECRET refuses to start and says which variable is wrong.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { startup } = await import('./lib/config/startup');
  startup();
}

/** Every unexpected server error, logged with the digest its error screen shows and the request id. */
export const onRequestError: Instrumentation.onRequestError = async (...args) => {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { logRequestError } = await import('./lib/log/request-error');
  await logRequestError(...args);
};
