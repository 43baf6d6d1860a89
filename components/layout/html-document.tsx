import type { ReactNode } from 'react';
import { Providers } from '@/components/providers';
import { demoNotice } from '@/lib/config/demo-notice';
import { DemoBanner } from './demo-banner';
import '@/styles/tokens.css';
import '@/styles/base.css';

/**
 * The `<html>` of every root layout: the site has several (prerendered, dynamic, promotional, the global
 * not-found page), so the 演示环境 banner of a deployment that is not real is drawn here, once for all.
 */
export function HtmlDocument({ nonce, children }: { nonce?: string; children: ReactNode }) {
  const notice = demoNotice();
  return (
    <html lang="zh-CN">
      <body>
        {notice ? <DemoBanner notice={notice} /> : null}
        <Providers nonce={nonce}>{children}</Providers>
      </body>
    </html>
  );
}
