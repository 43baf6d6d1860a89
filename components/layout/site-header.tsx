import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import type { PublicConfig } from '@/lib/config/env';
import { siteName } from '@/lib/seo/site';
import { BrandLogo } from './brand-logo';
import { MobileNav } from './mobile-nav';
import { NavLinks } from './nav-links';
import { shellMaxWidth } from './shell-width';
import { UserMenu } from './user-menu';

export function SiteHeader({ config }: { config: PublicConfig }) {
  const external = { caseCenterUrl: config.caseCenterUrl, tradingPlatformUrl: config.tradingPlatformUrl };
  return (
    <AppBar
      position="sticky"
      color="inherit"
      sx={{ bgcolor: 'rgba(255,255,255,0.96)', backdropFilter: 'saturate(180%) blur(8px)', borderBottom: 1, borderColor: 'divider' }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: { xs: 1, md: 2 },
          height: { xs: 60, md: 68 },
          maxWidth: shellMaxWidth,
          width: '100%',
          mx: 'auto',
          px: { xs: 2, sm: 3 },
        }}
      >
        {/* MUI's Link, not next/link: a server component cannot hand a component to a client one. */}
        <Link
          href="/home"
          aria-label={`${siteName}首页`}
          underline="none"
          color="inherit"
          sx={{ display: 'flex', minWidth: 0, mr: { lg: 1 }, borderRadius: 1 }}
        >
          <BrandLogo compactBelowLg />
        </Link>
        <NavLinks {...external} />
        <Box sx={{ flex: 1 }} />
        <UserMenu consoleUrl={config.consoleUrl} />
        <MobileNav {...external} />
      </Box>
    </AppBar>
  );
}
