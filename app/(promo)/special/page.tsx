import type { Metadata } from 'next';
import { JsonLd } from '@/components/content/json-ld';
import { PromoPage } from '@/components/content/promo-page';
import { publicConfig } from '@/lib/config/env';
import { specialTopic } from '@/lib/content/promotions';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { webPageLd } from '@/lib/seo/structured-data';

export const metadata: Metadata = pageMetadata({ title: specialTopic.title, description: specialTopic.description, path: '/special', image: '/images/content/og/site.png' });

export default function SpecialPage() {
  return (
    <>
      <JsonLd data={webPageLd(publicConfig().siteUrl, specialTopic.title, specialTopic.description, '/special')} />
      <PromoPage promo={specialTopic} image="/images/content/banners/solution-2.svg" />
    </>
  );
}
