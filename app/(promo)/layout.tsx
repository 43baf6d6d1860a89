import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { HtmlDocument } from '@/components/layout/html-document';
import { MuiProvider } from '@/components/mui/mui-provider';
import { publicConfig } from '@/lib/config/env';
import { baseMetadata } from '@/lib/seo/site';

// The promotional pages stand outside the shell (001 §2), each with its own way back home; both are drawn
// with MUI.
export function generateMetadata(): Metadata {
  return baseMetadata(publicConfig().siteUrl);
}

export default function PromoLayout({ children }: { children: ReactNode }) {
  return (
    <HtmlDocument>
      <MuiProvider>{children}</MuiProvider>
    </HtmlDocument>
  );
}
