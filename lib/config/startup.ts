import { EnvError, parseEnv } from './parse-env';
import { installShutdown } from '@/lib/server/shutdown';

/** Called once at server start (instrumentation.ts): a bad environment stops the server, naming the variable. */
export function startup(): void {
  try {
    parseEnv(process.env);
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(`[portal] ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
  installShutdown();
}
