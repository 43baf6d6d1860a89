import type { MetadataRoute } from 'next';
import { publicConfig } from '@/lib/config/env';
import { robotsRules } from '@/lib/seo/robots';

// Per request, so the sitemap's absolute address follows SITE_URL at run time.
export const dynamic = 'force-dynamic';

export default function robots(): MetadataRoute.Robots {
  return robotsRules(publicConfig().siteUrl);
}
