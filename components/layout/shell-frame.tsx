'use client';
import { Suspense, type ReactNode } from 'react';
import { ConsultHost } from '@/components/consult/consult-host';
import type { PublicConfig } from '@/lib/config/env';
import type { FooterProduct } from '@/lib/market/footer-products';
import { DemoInboxContext } from './demo-inbox-context';
import { SideFloatMenu } from './side-float-menu';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import styles from './shell-frame.module.css';
import { SkipLink } from './skip-link';
import { TopProgress } from './top-progress';

/**
 * The shell's markup, one client boundary: the server sends its two props instead of every element
 * of header, footer and side menu in the page's flight data, which made each dynamic render cost
 * several times more (measured with `npm run bench`). Its static parts are styled with CSS modules, so
 * their rules come in one cached stylesheet instead of inline in every page (docs/decisions/0012).
 */
export function ShellFrame({ config, products, children }: { config: PublicConfig; products: FooterProduct[]; children: ReactNode }) {
  return (
    <DemoInboxContext value={config.demoInbox}>
      <div className={styles.frame}>
        {/* useSearchParams needs a boundary, or prerendering would give up on the whole page. */}
        <Suspense fallback={null}>
          <TopProgress />
        </Suspense>
        <SkipLink targetId="main-content" />
        <SiteHeader config={config} />
        <main id="main-content" tabIndex={-1} className={styles.main}>
          {children}
        </main>
        <SiteFooter config={config} products={products} />
        {/* Floating buttons stay out of the care mode's simpler page; its header and footer keep their entries. */}
        <div data-care-hidden>
          <SideFloatMenu servicePhone={config.servicePhone} />
        </div>
        <ConsultHost />
      </div>
    </DemoInboxContext>
  );
}
