import type { ReactNode } from 'react';
import type { PublicConfig } from '@/lib/config/env';
import { footerProducts } from '@/lib/market/footer-products';
import { ShellFrame } from './shell-frame';

/**
 * The frame of every page in the shell. It reads no cookie or header, so content pages stay
 * prerendered: who is signed in is asked by the user menu from the browser.
 */
export async function SiteShell({ config, children }: { config: PublicConfig; children: ReactNode }) {
  // The footer's list is a nicety; a failing marketplace must not take every page down with it.
  const products = await footerProducts().catch(() => []);
  return (
    <ShellFrame config={config} products={products}>
      {children}
    </ShellFrame>
  );
}
