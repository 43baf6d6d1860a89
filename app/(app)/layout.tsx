import type { Metadata, Viewport } from 'next';
import { headers } from 'next/headers';
import type { ReactNode } from 'react';
import { HtmlDocument } from '@/components/layout/html-document';
import { SiteShell } from '@/components/layout/site-shell';
import { publicConfig } from '@/lib/config/env';
import { baseMetadata } from '@/lib/seo/site';

// Dynamic pages (identifiers, marketplace, accounts, orders): rendered per request with the nonce that
// proxy.ts put in the request's CSP, so no inline script or style runs without it.
export function generateMetadata(): Metadata {
  return baseMetadata(publicConfig().siteUrl);
}

export const viewport: Viewport = { width: 'device-width', initialScale: 1, themeColor: '#1456d9' };

export default async function AppLayout({ children }: { children: ReactNode }) {
  const nonce = (await headers()).get('x-nonce') ?? undefined;
  return (
    <HtmlDocument nonce={nonce}>
      <SiteShell config={publicConfig()}>{children}</SiteShell>
    </HtmlDocument>
  );
}
