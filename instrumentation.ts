/**
 * Runs once when the server starts: the environment is checked before the first request, so a
 * production server without a proper SESSION_SECRET refuses to start and says which variable is wrong.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { parseEnv, EnvError } = await import('./lib/config/parse-env');
  try {
    parseEnv(process.env);
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(`[portal] ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
  const { installShutdown } = await import('./lib/server/shutdown');
  installShutdown();
}
