import type { APIRequestContext, APIResponse } from '@playwright/test';
import { signRevalidation } from '@/core/identifier/revalidate-signature';
import { suiteRevalidateSecret } from './suite';

/** The headers of a push of `body` signed at `at` (seconds since the epoch), as the gateway signs one. */
export function signedPushHeaders(body: string, at: number, secret = suiteRevalidateSecret): Record<string, string> {
  return { 'content-type': 'application/json', 'x-revalidate-timestamp': String(at), 'x-revalidate-signature': signRevalidation(secret, at, body) };
}

/**
 * Tells a portal that these identifiers changed, as the gateway does: a signed POST to /api/revalidate of
 * `origin` (the request context's own base address when empty), signed now unless `at` says when.
 */
export function pushRevalidation(request: APIRequestContext, identifiers: string[], { origin = '', at = Math.floor(Date.now() / 1000), secret = suiteRevalidateSecret } = {}): Promise<APIResponse> {
  const body = JSON.stringify({ identifiers });
  return request.post(`${origin}/api/revalidate`, { headers: signedPushHeaders(body, at, secret), data: body });
}
