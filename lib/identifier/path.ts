/** The canonical page of an identifier: `/product_scene/88.365.1/DEMO0001`, the slash kept as a path separator. */
export function identifierPath(identifier: string): string {
  return `/product_scene/${identifier
    .split('/')
    .map((segment) => encodeURIComponent(segment))
    .join('/')}`;
}

/** The identifier of a catch-all route's segments: each decoded, joined with `/`. Undefined if malformed. */
export function identifierFromSegments(segments: string[]): string | undefined {
  try {
    return segments.map((s) => decodeURIComponent(s)).join('/');
  } catch {
    return undefined;
  }
}

const asciiLower = (text: string) => text.replace(/[A-Z]/g, (c) => c.toLowerCase());

/**
 * Where an identifier typed in another casing belongs: the stored spelling's page, or undefined when
 * the request already is canonical. Only ASCII case differs between the two (Handle's rule); anything
 * else the gateway answered with is not a reason to send the visitor elsewhere.
 */
export function canonicalIdentifierPath(requested: string, stored: string): string | undefined {
  if (requested === stored || asciiLower(requested) !== asciiLower(stored)) return undefined;
  return identifierPath(stored);
}

/** The identifier an identifier page's address names (`/product_scene/88.365.1/X` → `88.365.1/X`), or undefined. */
export function identifierFromPathname(pathname: string | null): string | undefined {
  const prefix = '/product_scene/';
  if (!pathname?.startsWith(prefix)) return undefined;
  const identifier = identifierFromSegments(pathname.slice(prefix.length).split('/').filter(Boolean));
  return identifier || undefined;
}
