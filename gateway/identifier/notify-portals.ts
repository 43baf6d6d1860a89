import { signRevalidation } from '@/lib/identifier/revalidate-signature';

/**
 * Tells the portals that identifiers changed (`POST /api/revalidate`, README "Instant invalidation"), so
 * every instance renders them anew at once rather than within 30 s. Configured by PORTAL_REVALIDATE_URL
 * (one portal, or the reverse proxy in front of them: the instances share their cache) and
 * REVALIDATE_SECRET; unset, nothing is sent and the pages follow within their 30-second window.
 * Answers what happened, for the command's output; never throws.
 */
export async function notifyPortals(identifiers: string[], env: NodeJS.ProcessEnv = process.env): Promise<string> {
  const url = env.PORTAL_REVALIDATE_URL;
  const secret = env.REVALIDATE_SECRET;
  if (!url || !secret) return 'portals not notified (PORTAL_REVALIDATE_URL or REVALIDATE_SECRET unset): pages follow within 30 s';
  const body = JSON.stringify({ identifiers });
  const timestamp = Math.floor(Date.now() / 1000);
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-revalidate-timestamp': String(timestamp), 'x-revalidate-signature': signRevalidation(secret, timestamp, body) },
      body,
      signal: AbortSignal.timeout(5_000),
    });
    return response.ok ? `portals notified (${url})` : `portals refused the notification: HTTP ${response.status}`;
  } catch (error) {
    return `portals not reached (${url}): ${error instanceof Error ? error.message : String(error)}`;
  }
}
