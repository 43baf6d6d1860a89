import 'server-only';
import { env } from '@/lib/config/env';
import { logger } from '@/core/log/logger';
import { embeddedReady } from './embedded';

/** Undefined when the gateway can serve; otherwise a short reason for /readyz. */
export async function gatewayReady(): Promise<string | undefined> {
  const { GATEWAY_URL } = env();
  try {
    if (GATEWAY_URL) {
      // Any HTTP answer means the gateway is up; only no answer at all is "not ready".
      await fetch(GATEWAY_URL, { method: 'HEAD', signal: AbortSignal.timeout(3_000) });
    } else {
      await embeddedReady();
    }
    return undefined;
  } catch (error) {
    logger().warn({ reason: String(error) }, 'readiness check failed');
    return GATEWAY_URL ? 'gateway unreachable' : 'database unavailable';
  }
}
