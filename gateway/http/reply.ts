import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** What a route handler returns: the data, or a refusal with the HTTP status and the gateway's code. */
export type Reply<T> =
  | { ok: true; data: T; message?: string }
  | { ok: false; status: ContentfulStatusCode; message: string; code?: string | number; data?: unknown };

export function ok<T>(data: T, message?: string): Reply<T> {
  return { ok: true, data, message };
}

export function fail(status: ContentfulStatusCode, message: string, code?: string | number, data?: unknown): Reply<never> {
  return { ok: false, status, message, code: code ?? status, data };
}

export const notFound = (message = '数据不存在') => fail(404, message);
export const forbidden = (message = '无权访问') => fail(403, message);
