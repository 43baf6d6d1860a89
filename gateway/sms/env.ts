/** The environment as a plain record, so the set-up can be read from any object (tests, process.env). */
export type Env = Record<string, string | undefined>;

/** A variable's value without the stray spaces and line ends that a pasted key tends to bring along. */
export const value = (env: Env, name: string) => env[name]?.trim() || undefined;

/** One problem per variable a chosen provider needs and does not have. */
export function missing(env: Env, names: readonly string[], provider: string): string[] {
  return names.filter((name) => !value(env, name)).map((name) => `${name} is not set (SMS_PROVIDER=${provider} needs it)`);
}

export interface Endpoint {
  /** host[:port], as the SDKs take it. */
  host: string;
  protocol: 'http' | 'https';
}

/**
 * ALIYUN_SMS_ENDPOINT and TENCENT_SMS_ENDPOINT: a bare host means HTTPS; a URL's scheme may say http,
 * which only a local stand-in of the provider (tests) should ever need. Anything else is refused.
 */
export function parseEndpoint(text: string): Endpoint | undefined {
  let url: URL;
  try {
    url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  if (!url.hostname || url.pathname !== '/' || url.search || url.hash || url.username || url.password) return undefined;
  return { host: url.host, protocol: url.protocol === 'http:' ? 'http' : 'https' };
}

/** The endpoint variable, or the provider's public host; production refuses plain HTTP (codes and phones would travel in clear). */
export function endpointFrom(env: Env, name: string, fallback: string, production: boolean): { endpoint?: Endpoint; problems: string[] } {
  const text = value(env, name);
  if (!text) return { endpoint: { host: fallback, protocol: 'https' }, problems: [] };
  const endpoint = parseEndpoint(text);
  if (!endpoint) return { problems: [`${name} must be a host name such as ${fallback}, or an http(s) URL without a path`] };
  if (production && endpoint.protocol === 'http') return { problems: [`${name} uses plain http: production sends codes over https only`] };
  return { endpoint, problems: [] };
}
