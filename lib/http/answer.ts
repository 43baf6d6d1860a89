import 'server-only';
import type { z } from 'zod';
import { userMessage } from '@/lib/gateway/user-message';
import type { GatewayError } from '@/lib/gateway/result';

// How the browser door answers: `{ ok, ... }` JSON, never cached, field errors as 422.

const noStore = { 'Cache-Control': 'private, no-store' };

export function answer(body: object, status = 200): Response {
  return Response.json(body, { status, headers: noStore });
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
  return answer({ ok: false, message, code: error.code ?? null, relogin: error.kind === 'auth' }, status);
}

export async function readJson(request: Request): Promise<unknown> {
  const text = await request.text().catch(() => '');
  if (text.length > 64 * 1024) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
