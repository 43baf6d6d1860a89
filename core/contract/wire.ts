import { basicAuthorization, type ClientCredentials } from './client-credentials';
import { pathParams, type Endpoint } from './define';

export interface WireOptions {
  /** The user's access token; sent only when the entry needs it. */
  token?: string;
  requestId?: string;
  /** The visitor's address, for the gateway's per-IP limits (only when a trusted proxy reported it). */
  clientIp?: string;
  /** The file of a multipart entry. */
  file?: Blob & { name?: string };
  /** The portal's client id and secret; sent only on the entries that hand out tokens. */
  client?: ClientCredentials;
}

/**
 * A lone surrogate makes encodeURIComponent throw (URIError), which the client would take for an outage;
 * it becomes U+FFFD, as URLSearchParams and TextEncoder already do for the query and the body.
 */
const wellFormed = (text: string) => text.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd');

/**
 * How a call travels: the path (without the leading slash, with its query) and the fetch options.
 * The portal's client and the gateway's tests both build requests here, so they travel alike.
 */
export function toWire(entry: Endpoint, input: unknown, options: WireOptions = {}): { path: string; init: RequestInit } {
  const fields = (input ?? {}) as Record<string, unknown>;
  const params = new Set(pathParams(entry.path));
  const [template, fixed] = entry.path.split('?');
  const path = template.slice(1).replace(/\{(\w+)\}/g, (_, key: string) => encodeURIComponent(wellFormed(String(fields[key]))));
  const rest = Object.entries(fields).filter(([k, v]) => !params.has(k) && v !== undefined);
  // A fixed query in the contract's path (`?v=2`, `?limit=5`) always goes along.
  const search = new URLSearchParams(fixed ?? '');
  const headers: Record<string, string> = {};
  if (entry.auth && options.token) headers.accessToken = options.token;
  if (entry.clientAuth && options.client) headers.authorization = basicAuthorization(options.client);
  if (options.requestId) headers['x-request-id'] = options.requestId;
  if (options.clientIp) headers['x-forwarded-for'] = options.clientIp;
  let body: BodyInit | undefined;
  if (entry.method === 'GET' || entry.wire === 'query') {
    for (const [k, v] of rest) search.set(k, typeof v === 'object' ? JSON.stringify(v) : String(v));
    // A token endpoint reads form parameters; the logins send theirs in the query under a form type (000 §7).
    if (entry.clientAuth && entry.method === 'POST') headers['content-type'] = 'application/x-www-form-urlencoded';
  } else if (entry.wire === 'form') {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(rest.map(([k, v]) => [k, String(v)]));
  } else if (entry.wire === 'multipart') {
    const form = new FormData();
    for (const [k, v] of rest) {
      if (v instanceof Blob) form.set(k, v, (v as Blob & { name?: string }).name ?? 'upload');
      else form.set(k, String(v));
    }
    if (options.file) form.set('file', options.file, options.file.name ?? 'upload');
    body = form;
  } else if (entry.wire === 'json') {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(Object.fromEntries(rest));
  }
  // A space goes as %20, not the form's `+`: a gateway that reads its query by RFC 3986 rather than as a
  // form (Spring WebFlux does) would keep `+` in a password. A literal `+` is already %2B.
  const query = search.toString().replace(/\+/g, '%20');
  return { path: query ? `${path}?${query}` : path, init: { method: entry.method, headers, body } };
}
