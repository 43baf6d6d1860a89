import type { Metadata } from 'next';
import { Suspense } from 'react';
import { LoginRequiredNotice } from '@/components/account/login-required-notice';
import { JsonLd } from '@/components/content/json-ld';
import { HomeScreen } from '@/components/home/home-screen';
import { publicConfig } from '@/lib/config/env';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { organizationLd } from '@/lib/seo/structured-data';
import { siteDescription, siteName } from '@/lib/seo/site';

// Prerendered and refreshed in the background: the product groups change rarely, and the live
// figures are polled from the browser anyway.
export const revalidate = 300;

export const metadata: Metadata = pageMetadata({
  title: `${siteName} - 标识注册、解析与工业应用服务`,
  absoluteTitle: true,
  description: siteDescription,
  path: '/home',
});

export default function HomePage() {
  return (
    <>
      <JsonLd data={organizationLd(publicConfig().siteUrl, siteDescription)} />
      {/* Reads ?from= in the browser: the page itself stays prerendered. */}
      <Suspense fallback={null}>
        <LoginRequiredNotice />
      </Suspense>
      <HomeScreen />
    </>
  );
}
