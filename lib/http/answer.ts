import 'server-only';
import type { z } from 'zod';
import type { Door, DoorAnswer } from '@/lib/api/doors';
import { jsonBodyLimit } from '@/lib/http/body-limits';
import { readCappedText } from '@/lib/http/capped-body';
import { userMessage } from '@/lib/gateway/user-message';
import type { GatewayError } from '@/lib/gateway/result';

// How the browser door answers: `{ ok, ... }` JSON, never cached, field errors as 422.

const noStore = { 'Cache-Control': 'private, no-store' };

export function answer(body: object, status = 200, headers: Record<string, string> = {}): Response {
  return Response.json(body, { status, headers: { ...noStore, ...headers } });
}

/** A door accepts (lib/api/doors.ts): the answer its page reads, held to the door's type on both sides. */
export function accepted<D extends Door>(_door: D, body: DoorAnswer<D>, headers: Record<string, string> = {}): Response {
  return answer({ ok: true, ...body }, 200, headers);
}

/**
 * A limit's refusal reaches the browser as the gateway said it: 429 and Retry-After, so a script or a
 * person knows when to come back. Other statuses carry no header.
 */
export function limitHeaders(error: GatewayError): Record<string, string> {
  return error.status === 429 && error.retryAfter !== undefined ? { 'Retry-After': String(error.retryAfter) } : {};
}

/** The form's own zod schema refused the input: the first message per field, as the form shows them. */
export function invalid(error: z.ZodError): Response {
  const fieldErrors: Record<string, string> = {};
  for (const issue of error.issues) fieldErrors[issue.path.join('.') || '_'] ??= issue.message;
  return answer({ ok: false, fieldErrors, message: Object.values(fieldErrors)[0] }, 422);
}

/** A gateway failure: its message for a person, the code for the button logic, 401 when the login is gone. */
export function gatewayFailed(error: GatewayError, fallback?: string): Response {
  const message = error.kind === 'gateway' ? error.message?.trim() || fallback || userMessage(error) : fallback && error.kind !== 'auth' ? fallback : userMessage(error);
  const status = error.kind === 'auth' ? 401 : error.kind === 'gateway' ? (error.status && error.status < 500 ? error.status : 400) : 502;
  return answer({ ok: false, message, code: error.code ?? null, relogin: error.kind === 'auth' }, status, limitHeaders(error));
}

/**
 * The body of a JSON request, or undefined (which every route's schema refuses). Only a body declared as
 * JSON is read: a cross-site HTML form can send text/plain without a preflight, never application/json.
 */
export async function readJson(request: Request): Promise<unknown> {
  if (!/^application\/(?:[\w.+-]+\+)?json\b/i.test(request.headers.get('content-type') ?? '')) return undefined;
  // Read no further than the door takes: a body without a Content-Length (chunked) is cut there too.
  const read = await readCappedText(request, jsonBodyLimit).catch(() => undefined);
  if (!read?.ok) return undefined;
  try {
    return JSON.parse(read.text);
  } catch {
    return undefined;
  }
}
