import NextLink from 'next/link';
import type { PublicConfig } from '@/lib/config/env';
import { BrandLogo, brandHomeLabel } from './brand-logo';
import { CareModeToggle } from './care-mode-toggle';
import { MobileNav } from './mobile-nav';
import { NavLinks } from './nav-links';
import styles from './site-header.module.css';
import { UserMenu } from './user-menu';

export function SiteHeader({ config }: { config: PublicConfig }) {
  const external = { caseCenterUrl: config.caseCenterUrl, tradingPlatformUrl: config.tradingPlatformUrl };
  return (
    <header className={styles.bar}>
      <div className={styles.inner}>
        <NextLink href="/home" aria-label={brandHomeLabel} className={styles.home}>
          <BrandLogo compactBelowLg />
        </NextLink>
        <NavLinks {...external} />
        <div className={styles.end}>
          <UserMenu consoleUrl={config.consoleUrl} />
          {/* After the account's buttons, whose width is known only in the browser: nothing left of them moves. */}
          <CareModeToggle />
          <MobileNav {...external} servicePhone={config.servicePhone} />
        </div>
      </div>
    </header>
  );
}
