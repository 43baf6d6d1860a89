import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { HtmlDocument } from '@/components/layout/html-document';
import { SiteShell } from '@/components/layout/site-shell';
import { publicConfig } from '@/lib/config/env';
import { baseMetadata } from '@/lib/seo/site';

// Content pages: prerendered, so they carry no CSP nonce (docs/decisions/0002-csp-per-page-kind.md).
export function generateMetadata(): Metadata {
  return baseMetadata(publicConfig().siteUrl);
}

export const viewport: Viewport = { width: 'device-width', initialScale: 1, themeColor: '#1456d9' };

export default function SiteLayout({ children }: { children: ReactNode }) {
  return (
    <HtmlDocument>
      <SiteShell config={publicConfig()}>{children}</SiteShell>
    </HtmlDocument>
  );
}
