import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The provider's gateway tells the portal that identifiers changed (`POST /api/revalidate`), signed so
 * nobody else can make the portal re-read at will: `X-Revalidate-Timestamp` (Unix seconds) and
 * `X-Revalidate-Signature: sha256=<hex>`, the HMAC-SHA256 under REVALIDATE_SECRET of
 * `<timestamp>.<raw body>`. A call more than 5 minutes from the portal's clock is refused, so a
 * captured call cannot be replayed later.
 */
export const revalidateHeaders = { timestamp: 'x-revalidate-timestamp', signature: 'x-revalidate-signature' } as const;
export const revalidateWindowSeconds = 300;

export type SignatureCheck = { ok: true } | { ok: false; reason: 'unsigned' | 'bad-signature' | 'expired' };

export function signRevalidation(secret: string, timestamp: number, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

export function checkRevalidation(secret: string, input: { timestamp: string | null; signature: string | null; body: string; nowMs: number }): SignatureCheck {
  const { timestamp, signature, body, nowMs } = input;
  if (!timestamp || !signature || !/^\d{1,12}$/.test(timestamp)) return { ok: false, reason: 'unsigned' };
  const expected = Buffer.from(signRevalidation(secret, Number(timestamp), body));
  const given = Buffer.from(signature.trim());
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'bad-signature' };
  if (Math.abs(nowMs / 1000 - Number(timestamp)) > revalidateWindowSeconds) return { ok: false, reason: 'expired' };
  return { ok: true };
}
