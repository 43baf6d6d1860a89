import { portalSitemaps } from '@/lib/sitemap/sources';

// Per request (and 15 minutes in nginx): absolute URLs follow SITE_URL at run time, and the identifier
// files follow the gateway's data (docs/decisions/0050).
export const dynamic = 'force-dynamic';

/** The sitemap index: content pages, the marketplace, then one sitemap per 25,000 identifiers. */
export function GET(request: Request) {
  return portalSitemaps().index(request);
}
