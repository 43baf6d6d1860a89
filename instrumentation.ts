import type { Instrumentation } from 'next';

// Next runs register() once before the first request, in each runtime it serves. The portal's server
// start lives in runtime/start.ts and is Node.js only; the literal process.env.NEXT_RUNTIME test (written
// into each bundle at build time) is what lets the Edge bundle leave that code out, where a helper
// function's answer would not, and Next would warn about every Node API under it. (Pages prerendered for
// another SITE_URL are dealt with before Next starts: runtime/prerender-check.cjs.)

export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { startServer } = await import('./runtime/start');
    await startServer();
  }
}

/** Every unexpected server error, logged with the digest its error screen shows and the request id. */
export const onRequestError: Instrumentation.onRequestError = async (...args) => {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { logRequestError } = await import('./runtime/start');
    await logRequestError(...args);
  }
};
