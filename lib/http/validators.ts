import { createHash } from 'node:crypto';
import fresh from 'fresh';

// Validators for what crawlers read again and again (issue 38 item 2): an identifier page, its JSON twin
// and Handle record, content pages, sitemaps. Each is made once from the data a render or an answer
// shows (a digest of that data, and the time it last changed), never by hashing the bytes of every
// answer (decision 0012 turned Next's ETag off for that cost). A page carries its version in its markup
// (`data-idportal-version` on its own outermost element), so the version travels with the cached page to every instance, Redis
// and nginx included, and runtime/conditional-pages.ts answers a crawler that already has it with 304.

export interface Validator {
  /** A weak entity tag: the same data, the same tag, whatever the markup around it. */
  etag: string;
  /** When the data last changed, to the second, if known. */
  lastModified?: Date;
}

/**
 * The attribute that carries a page's version: `<digest>` or `<digest> <seconds since 1970>`. An attribute,
 * not a `<meta>`: a meta name must be registered to be valid HTML.
 */
export const versionAttribute = 'data-idportal-version';

const digestOf = (data: unknown) => createHash('sha1').update(JSON.stringify(data) ?? '').digest('base64url').slice(0, 22);

/** The version of a page or answer showing `data`, last changed at `lastModified`: the attribute's value. */
export function dataVersion(data: unknown, lastModified?: Date): string {
  const seconds = lastModified && !Number.isNaN(lastModified.getTime()) ? Math.floor(lastModified.getTime() / 1000) : undefined;
  return seconds === undefined ? digestOf(data) : `${digestOf(data)} ${seconds}`;
}

/** The validator a version stands for; undefined for anything else (a page cached by an older build). */
export function validatorOf(version: string): Validator | undefined {
  const match = /^([\w-]{6,64})(?: (\d{1,12}))?$/.exec(version);
  if (!match) return undefined;
  return { etag: `W/"${match[1]}"`, lastModified: match[2] ? new Date(Number(match[2]) * 1000) : undefined };
}

/** The validator of `data` directly (a route handler's answer). */
export const dataValidator = (data: unknown, lastModified?: Date): Validator => validatorOf(dataVersion(data, lastModified))!;

/** The validator of another answer made from the same data (a filter, a format): its own tag, the same date. */
export const variantOf = (validator: Validator, variant: string): Validator =>
  variant ? { etag: `W/"${digestOf([validator.etag, variant])}"`, lastModified: validator.lastModified } : validator;

/** ETag and Last-Modified of a validator. */
export function validatorHeaders(validator: Validator): Record<string, string> {
  const headers: Record<string, string> = { ETag: validator.etag };
  if (validator.lastModified) headers['Last-Modified'] = validator.lastModified.toUTCString();
  return headers;
}

type RequestHeaders = Record<string, string | string[] | undefined>;

/** Whether a request carries a validator: a revalidation (nginx's of its expired copy, a crawler's return). */
export function isConditional(headers: RequestHeaders): boolean {
  return headers['if-none-match'] !== undefined || headers['if-modified-since'] !== undefined;
}

/**
 * Whether the client already holds this version: If-None-Match when sent (weak comparison, a list or
 * `*`), else If-Modified-Since against Last-Modified. RFC 9110 §13.2.2 order, as the `fresh` package
 * (Express's) implements it, but for one thing: `fresh` calls a request with `Cache-Control: no-cache`
 * never fresh, and every `fetch()` adds that header to a request that carries a validator (the Fetch
 * standard's "no-store" mode), so a crawler written with it would never get a 304. The directive tells
 * caches on the way to ask the origin (RFC 9111 §5.2.1.4); this is the origin, and it answers the condition.
 */
export function clientHasVersion(requestHeaders: RequestHeaders | Headers, validator: Validator): boolean {
  const headers = requestHeaders instanceof Headers ? Object.fromEntries(requestHeaders) : requestHeaders;
  if (!headers['if-none-match'] && !headers['if-modified-since']) return false;
  const conditions = { 'if-none-match': headers['if-none-match'], 'if-modified-since': headers['if-modified-since'] };
  return fresh(conditions, { etag: validator.etag, 'last-modified': validator.lastModified?.toUTCString() });
}

/**
 * A route handler's answer with its validator: 304 without a body when the client has this version
 * (keeping the answer's caching and CORS headers), else the answer with ETag and Last-Modified.
 */
export function withValidator(request: Request, validator: Validator, answer: Response): Response {
  const headers = new Headers(answer.headers);
  for (const [name, value] of Object.entries(validatorHeaders(validator))) headers.set(name, value);
  if ((request.method === 'GET' || request.method === 'HEAD') && answer.status === 200 && clientHasVersion(request.headers, validator)) {
    headers.delete('content-type');
    headers.delete('content-length');
    return new Response(null, { status: 304, headers });
  }
  return new Response(answer.body, { status: answer.status, statusText: answer.statusText, headers });
}
