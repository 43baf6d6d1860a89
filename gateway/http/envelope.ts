import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { fail, type Reply } from './reply';

/**
 * The one place the gateway writes its envelope, `{ success, data, message, code }`, as every client of
 * the contract reads it. A refusal goes with its HTTP status and code, and a limit's with Retry-After.
 */
export function send(c: Context, reply: Reply<unknown>): Response {
  if (reply.ok) return c.json({ success: true, data: reply.data ?? null, message: reply.message ?? '操作成功', code: 200 });
  if (reply.retryAfter !== undefined) c.header('Retry-After', String(reply.retryAfter));
  return c.json({ success: false, data: reply.data ?? null, message: reply.message, code: reply.code ?? reply.status }, reply.status);
}

/** A refusal outside a contract entry's handler (body limits, unknown paths, files, the test rooms). */
export function refuse(c: Context, status: ContentfulStatusCode, message: string, code?: string | number): Response {
  return send(c, fail(status, message, code));
}
