import Box from '@mui/material/Box';
import { Suspense, type ReactNode } from 'react';
import type { PublicConfig } from '@/lib/config/env';
import { footerProducts } from '@/lib/market/footer-products';
import { SideFloatMenu } from './side-float-menu';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { SkipLink } from './skip-link';
import { TopProgress } from './top-progress';

/**
 * The frame of every page in the shell. It reads no cookie or header, so content pages stay
 * prerendered: who is signed in is asked by the user menu from the browser.
 */
export async function SiteShell({ config, children }: { config: PublicConfig; children: ReactNode }) {
  // The footer's list is a nicety; a failing marketplace must not take every page down with it.
  const products = await footerProducts().catch(() => []);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      {/* useSearchParams needs a boundary, or prerendering would give up on the whole page. */}
      <Suspense fallback={null}>
        <TopProgress />
      </Suspense>
      <SkipLink targetId="main-content" />
      <SiteHeader config={config} />
      <Box component="main" id="main-content" tabIndex={-1} sx={{ flex: 1, outline: 'none' }}>
        {children}
      </Box>
      <SiteFooter config={config} products={products} />
      <SideFloatMenu servicePhone={config.servicePhone} />
    </Box>
  );
}
