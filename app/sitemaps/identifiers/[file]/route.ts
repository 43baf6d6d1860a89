import { portalSitemaps } from '@/lib/sitemap/sources';

export const dynamic = 'force-dynamic';

/** `/sitemaps/identifiers/{n}.xml`: the n-th 25,000 identifiers in key order, streamed from the gateway. */
export async function GET(request: Request, { params }: { params: Promise<{ file: string }> }) {
  return portalSitemaps().identifiers((await params).file, request);
}
