/** True when every percent-escape of the path decodes: `%ZZ` or a cut UTF-8 sequence make Next answer 500. */
export function hasValidEscapes(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}

/** A `from=` target is followed only when it is a path of this site: no scheme, no host, no `//`. */
export function safeReturnPath(from: string | null | undefined, fallback = '/home'): string {
  if (!from || !from.startsWith('/') || from.startsWith('//') || from.startsWith('/\\')) return fallback;
  if (/[\u0000-\u001f]/.test(from)) return fallback;
  try {
    const url = new URL(from, 'http://portal.invalid');
    if (url.origin !== 'http://portal.invalid') return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}
