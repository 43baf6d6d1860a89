import type { ReactNode } from 'react';
import { Providers } from '@/components/providers';
import { demoNotice } from '@/lib/config/demo-notice';
import { careModeScript } from '@/lib/care-mode/care-mode';
import { DemoBanner } from './demo-banner';
import '@/styles/tokens.css';
import '@/styles/base.css';
import '@/styles/care.css';

/**
 * The `<html>` of every root layout: the site has several (prerendered, dynamic, promotional, the global
 * not-found page), so the 演示环境 banner of a deployment that is not real is drawn here, once for all,
 * and so is the care mode's script, which marks `<html>` before the body is painted (lib/care-mode):
 * the attribute it sets is not the server's, hence suppressHydrationWarning on that element alone.
 */
export function HtmlDocument({ nonce, children }: { nonce?: string; children: ReactNode }) {
  const notice = demoNotice();
  return (
    <html lang="zh-CN" suppressHydrationWarning>
      {/* eslint-disable-next-line @next/next/no-head-element -- the App Router's root layout owns <head>; next/head is the pages router's */}
      <head>
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: careModeScript }} />
      </head>
      <body>
        {notice ? <DemoBanner notice={notice} /> : null}
        <Providers nonce={nonce}>{children}</Providers>
      </body>
    </html>
  );
}
