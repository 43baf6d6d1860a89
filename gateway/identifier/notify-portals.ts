import { gatewayEnv } from '@/core/env/gateway';
import { processEnv } from '@/core/env/process';
import type { EnvRecord } from '@/core/env/record';
import { signRevalidation } from '@/core/identifier/revalidate-signature';

/** How many identifiers one `POST /api/revalidate` may carry (the portal refuses more). */
export const revalidateBatchLimit = 1_000;

export type PortalsTarget = { url: string; secret: string };

export type PushOutcome = { ok: true } | { ok: false; reason: string; retryAfterMs?: number };

/**
 * Where changed identifiers are pushed (`POST /api/revalidate`, README "Instant invalidation"), so every
 * instance renders them anew at once rather than within 30 s: PORTAL_REVALIDATE_URL (one portal, or the
 * reverse proxy in front of them: the instances share their cache) and REVALIDATE_SECRET. Unset, nothing
 * is pushed and the pages follow within their 30-second window.
 */
export function portalsTarget(env: EnvRecord = processEnv()): PortalsTarget | undefined {
  const { PORTAL_REVALIDATE_URL: url, REVALIDATE_SECRET: secret } = gatewayEnv(env);
  return url && secret ? { url, secret } : undefined;
}

/** One signed push of at most `revalidateBatchLimit` identifiers. Never throws. */
export async function pushToPortals(target: PortalsTarget, identifiers: readonly string[]): Promise<PushOutcome> {
  const body = JSON.stringify({ identifiers });
  const timestamp = Math.floor(Date.now() / 1000);
  try {
    const response = await fetch(target.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-revalidate-timestamp': String(timestamp), 'x-revalidate-signature': signRevalidation(target.secret, timestamp, body) },
      body,
      signal: AbortSignal.timeout(10_000),
    });
    await response.body?.cancel();
    if (response.ok) return { ok: true };
    const retryAfter = Number(response.headers.get('retry-after'));
    return { ok: false, reason: `HTTP ${response.status}`, retryAfterMs: Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter * 1000 : undefined };
  } catch (error) {
    return { ok: false, reason: error instanceof Error ? error.message : String(error) };
  }
}
