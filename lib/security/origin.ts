/** What the origin check reads of a request (proxy.ts passes the headers; tests pass plain values). */
export interface RequestSource {
  method: string;
  /** The `Origin` header. */
  origin: string | null;
  /** The `Sec-Fetch-Site` header. */
  fetchSite: string | null;
  /** The `Host` header: the address this request was sent to. */
  host: string | null;
  /** The deployment's public origin (SITE_URL). */
  siteUrl: string;
}

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

function hostOf(origin: string): string | null {
  try {
    return new URL(origin).host;
  } catch {
    return null;
  }
}

/**
 * A state-changing request is taken only from this site's own pages (ASVS 5.0 3.5.1). SameSite=Lax
 * still sends the cookie from a sibling subdomain, so the browser's own statement of where the request
 * comes from is checked: `Origin` when it is there, else `Sec-Fetch-Site`. A request with neither comes
 * from no browser (a provider's notification, a script with its own credentials) and carries no
 * visitor's cookie by accident, so it passes.
 */
export function isSameSiteRequest({ method, origin, fetchSite, host, siteUrl }: RequestSource): boolean {
  if (safeMethods.has(method.toUpperCase())) return true;
  if (origin) {
    if (origin === 'null') return false;
    const from = hostOf(origin);
    return from !== null && (from === hostOf(siteUrl) || from === host);
  }
  if (fetchSite) return fetchSite === 'same-origin' || fetchSite === 'none';
  return true;
}
