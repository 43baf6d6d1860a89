import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { HtmlDocument } from '@/components/layout/html-document';
import { SiteShell } from '@/components/layout/site-shell';
import { publicConfig } from '@/lib/config/env';
import { baseMetadata } from '@/lib/seo/site';

// Identifier pages: the same HTML for every scanner, regenerated at most every 30 s and served from the
// incremental cache in between, so they carry no per-request nonce (docs/decisions/0025-cached-identifier-pages.md).
export function generateMetadata(): Metadata {
  return baseMetadata(publicConfig().siteUrl);
}

export const viewport: Viewport = { width: 'device-width', initialScale: 1, themeColor: '#1456d9' };

export default function ScanLayout({ children }: { children: ReactNode }) {
  return (
    <HtmlDocument>
      <SiteShell config={publicConfig()}>{children}</SiteShell>
    </HtmlDocument>
  );
}
