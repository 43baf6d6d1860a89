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
}

export type Result<T> = { ok: true; data: T; message?: string } | { ok: false; error: GatewayError };

/** 001 §8: these codes force a new login. */
export const reloginCodes = new Set(['40106', '40107', '40108', '40112']);
