/**
 * The origin a browser's own request came from, for an address that must bring that browser back here:
 * the online cashier's return and the sandbox QR code. SITE_URL is the deployment's public name, but a
 * portal reached at another address (another port, a LAN name, a newcomer's `localhost:3001`) would send
 * the buyer back to a site they are not on, and the payment page's `form-action 'self'` blocks that
 * return outright (issue 19 item 3). `Origin` is what the browser says; proxy.ts has already refused any
 * write whose `Origin` is neither SITE_URL's host nor the host the request was sent to, so it names this
 * portal. Without a usable `Origin` (no browser), SITE_URL.
 */
export function returnOrigin(origin: string | null, siteUrl: string): string {
  if (origin && origin !== 'null') {
    try {
      const url = new URL(origin);
      if (url.protocol === 'http:' || url.protocol === 'https:') return url.origin;
    } catch {
      // Unreadable: fall back to the configured address.
    }
  }
  return new URL(siteUrl).origin;
}
