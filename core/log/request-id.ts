/** Request ids travel in this header: from the reverse proxy or proxy.ts, into every gateway call. */
export const requestIdHeader = 'x-request-id';

const wellFormed = /^[A-Za-z0-9._-]{8,64}$/;

/** The id a reverse proxy gave, when it looks like one; otherwise a fresh one. */
export function requestIdFrom(incoming: string | null | undefined): string {
  return incoming && wellFormed.test(incoming) ? incoming : crypto.randomUUID();
}
