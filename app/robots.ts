import type { MetadataRoute } from 'next';
import { publicConfig } from '@/lib/config/env';
import { crawlerDisallowed } from '@/lib/content/pages';

// Per request, so the sitemap's absolute address follows SITE_URL at run time.
export const dynamic = 'force-dynamic';

export default function robots(): MetadataRoute.Robots {
  const { siteUrl } = publicConfig();
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: crawlerDisallowed }],
    sitemap: new URL('/sitemap.xml', siteUrl).toString(),
  };
}
