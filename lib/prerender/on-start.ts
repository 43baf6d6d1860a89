import path from 'node:path';
import { parseEnv } from '@/lib/config/parse-env';
import { logger } from '@/lib/log/logger';
import { prerenderInputs } from './inputs';
import { reconcilePrerendered } from './reconcile';

/**
 * At server start (instrumentation.ts), before the first request: prerendered pages built for another
 * SITE_URL (or other public links) are regenerated with this server's; if they cannot be, the server
 * refuses to start and says how to rebuild. `next dev` prerenders nothing and is left alone.
 */
export function reconcilePrerenderedOnStart(): void {
  if (process.env.NEXT_PHASE === 'phase-production-build' || process.env.NODE_ENV !== 'production') return;
  const running = prerenderInputs(parseEnv(process.env), process.env);
  // Next's standalone server.js runs in its own folder, `next start` in the project: .next is beside both.
  const distDir = path.join(process.cwd(), '.next');
  try {
    const result = reconcilePrerendered(distDir, running);
    if (result.status === 'regenerated') {
      logger().warn(
        { differing: result.differing, builtFor: result.builtFor?.siteUrl ?? null, siteUrl: running.siteUrl, removed: result.removed },
        `prerendered pages were built with other values (${result.differing.join(', ')}): they are rendered again on first request with this server's; build with SITE_URL=${String(running.siteUrl)} to serve them from the build`,
      );
    }
  } catch (error) {
    console.error(
      `[portal] The prerendered pages were built for another SITE_URL and could not be regenerated (${String(error)}). ` +
        `Rebuild for this address: docker build --build-arg SITE_URL=${String(running.siteUrl)} . (or SITE_URL=${String(running.siteUrl)} npm run build).`,
    );
    process.exit(1);
  }
}
