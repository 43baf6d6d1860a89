/** Expected failures are values: each has a kind, and `userMessage` turns a kind into Chinese. */
export type GatewayErrorKind = 'network' | 'timeout' | 'http' | 'gateway' | 'validation' | 'auth';

export interface GatewayError {
  kind: GatewayErrorKind;
  /** The gateway's own message, when it sent one. */
  message?: string;
  status?: number;
  code?: string | number;
  /** Which call failed, for the log. */
  call: string;
  /** Field errors the gateway sent with a 400. */
  fieldErrors?: Record<string, string>;
  /** A limit's refusal (429): seconds until it frees up, from the gateway's Retry-After header. */
  retryAfter?: number;
}

/** `code` of a success is kept: some answers (the WeChat payment result) mean success only with code '200'. */
export type Result<T> = { ok: true; data: T; message?: string; code?: string | number } | { ok: false; error: GatewayError };

/** 001 §8: these codes force a new login. */
export const reloginCodes = new Set(['40106', '40107', '40108', '40112']);

/** The gateway answered that there is no such thing (404): a fact, unlike a failure to answer. */
export function isNotFound(result: Result<unknown>): boolean {
  return !result.ok && result.error.kind === 'gateway' && result.error.status === 404;
}
