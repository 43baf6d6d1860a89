import type { ReactNode } from 'react';
import { Providers } from '@/components/providers';
import '@/styles/tokens.css';
import '@/styles/base.css';

/** The `<html>` of every root layout: the site has several (prerendered, dynamic, promotional). */
export function HtmlDocument({ nonce, children }: { nonce?: string; children: ReactNode }) {
  return (
    <html lang="zh-CN">
      <body>
        <Providers nonce={nonce}>{children}</Providers>
      </body>
    </html>
  );
}
