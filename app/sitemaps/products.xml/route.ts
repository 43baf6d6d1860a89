import { portalSitemaps } from '@/lib/sitemap/sources';

export const dynamic = 'force-dynamic';

/** The marketplace's pages and every listed product. */
export function GET(request: Request) {
  return portalSitemaps().products(request);
}
