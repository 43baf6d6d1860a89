import type { ContentfulStatusCode } from 'hono/utils/http-status';

/**
 * What a route handler returns: the data, or a refusal with the HTTP status and the gateway's code.
 * A refusal of a limit says when to come back (`retryAfter`, seconds), sent as the Retry-After header.
 */
export type Reply<T> =
  | { ok: true; data: T; message?: string }
  | { ok: false; status: ContentfulStatusCode; message: string; code?: string | number; data?: unknown; retryAfter?: number };

export function ok<T>(data: T, message?: string): Reply<T> {
  return { ok: true, data, message };
}

export function fail(status: ContentfulStatusCode, message: string, code?: string | number, data?: unknown): Reply<never> {
  return { ok: false, status, message, code: code ?? status, data };
}

/** A limit refused the request: 429, a Chinese message, and the seconds until the window frees up. */
export function tooMany(message: string, retryAfterSeconds: number, code: string | number = 429): Reply<never> {
  return { ok: false, status: 429, message, code, retryAfter: Math.max(1, Math.ceil(retryAfterSeconds)) };
}

export const notFound = (message = '数据不存在') => fail(404, message);
export const forbidden = (message = '无权访问') => fail(403, message);
