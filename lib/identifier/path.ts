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
