/**
 * Runs once when the server starts: the environment is checked before the first request, so a
 * production server without a proper SESSION_SECRET refuses to start and says which variable is wrong;
 * and pages prerendered for another SITE_URL are regenerated before anyone is served them.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { startup } = await import('./lib/config/startup');
  startup();
  const { reconcilePrerenderedOnStart } = await import('./lib/prerender/on-start');
  reconcilePrerenderedOnStart();
}
