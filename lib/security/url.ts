/** True when every percent-escape of the path decodes: `%ZZ` or a cut UTF-8 sequence make Next answer 500. */
export function hasValidEscapes(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}

const pathOfSite = (path: string) => path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\');

/**
 * A `from=` target is followed only when it is a path of this site: no scheme, no host, no `//`. The
 * result is checked again after the URL parser has normalised it (`/.//evil.example` becomes
 * `//evil.example`), so the check is idempotent: what it returns passes it unchanged.
 */
export function safeReturnPath(from: string | null | undefined, fallback = '/home'): string {
  if (!from || !pathOfSite(from)) return fallback;
  if (/[\u0000-\u001f]/.test(from)) return fallback;
  try {
    const url = new URL(from, 'http://portal.invalid');
    if (url.origin !== 'http://portal.invalid') return fallback;
    const path = `${url.pathname}${url.search}${url.hash}`;
    return pathOfSite(path) ? path : fallback;
  } catch {
    return fallback;
  }
}

/**
 * A link or picture address a company typed, usable as `href` or `src`: an absolute http(s) URL or a path
 * on this site. Anything else (javascript:, data:, a protocol-relative //host) is dropped, so it is
 * neither followed nor loaded (docs/decisions/0025).
 */
export function safeMediaUrl(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  if (/^\/(?![/\\])/.test(trimmed)) return trimmed;
  if (!/^https?:\/\//i.test(trimmed)) return undefined;
  try {
    return new URL(trimmed).toString();
  } catch {
    return undefined;
  }
}
