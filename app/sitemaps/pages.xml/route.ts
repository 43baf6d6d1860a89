import { portalSitemaps } from '@/lib/sitemap/sources';

export const dynamic = 'force-dynamic';

/** Every content page, news item, solution and case. */
export function GET(request: Request) {
  return portalSitemaps().pages(request);
}
