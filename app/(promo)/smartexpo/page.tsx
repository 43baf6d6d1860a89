import type { Metadata } from 'next';
import { JsonLd } from '@/components/content/json-ld';
import { PromoPage } from '@/components/content/promo-page';
import { publicConfig } from '@/lib/config/env';
import { smartExpo } from '@/lib/content/promotions';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { webPageLd } from '@/lib/seo/structured-data';

export const metadata: Metadata = pageMetadata({ title: smartExpo.title, description: smartExpo.description, path: '/smartexpo', image: '/images/content/og/site.png' });

export default function SmartExpoPage() {
  return (
    <>
      <JsonLd data={webPageLd(publicConfig().siteUrl, smartExpo.title, smartExpo.description, '/smartexpo')} />
      <PromoPage promo={smartExpo} image="/images/content/banners/case-2.svg" />
    </>
  );
}
