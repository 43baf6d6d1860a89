'use client';
import Box from '@mui/material/Box';
import NorthEastIcon from '@mui/icons-material/NorthEast';
import NextLink from 'next/link';
import { usePathname } from 'next/navigation';
import type { SxProps, Theme } from '@mui/material/styles';
import { externalNavItems, isNavActive, navItems } from './nav-items';

const linkSx: SxProps<Theme> = {
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  height: '100%',
  px: { md: 1, lg: 1.5 },
  fontSize: { md: 14, lg: 15 },
  color: 'text.primary',
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  transition: 'color .2s',
  '&::after': {
    content: '""',
    position: 'absolute',
    left: { md: 8, lg: 12 },
    right: { md: 8, lg: 12 },
    bottom: 0,
    height: 3,
    borderRadius: '3px 3px 0 0',
    bgcolor: 'primary.main',
    transform: 'scaleX(0)',
    transition: 'transform .2s',
  },
  '&:hover': { color: 'primary.main' },
  '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: -6, borderRadius: 1 },
  '&[aria-current="page"]': { color: 'primary.main', fontWeight: 600 },
  '&[aria-current="page"]::after': { transform: 'scaleX(1)' },
};

/** The top navigation from md up; below md the same entries live in the drawer. */
export function NavLinks({ caseCenterUrl, tradingPlatformUrl }: { caseCenterUrl: string; tradingPlatformUrl: string }) {
  const pathname = usePathname();
  const urls = { caseCenterUrl, tradingPlatformUrl };
  return (
    <Box component="nav" aria-label="主导航" sx={{ display: { xs: 'none', md: 'block' }, alignSelf: 'stretch' }}>
      <Box component="ul" sx={{ display: 'flex', height: '100%', m: 0, p: 0, listStyle: 'none' }}>
        {navItems.map((item) => (
          <li key={item.href}>
            <Box
              component={NextLink}
              href={item.href}
              aria-current={isNavActive(item, pathname) ? 'page' : undefined}
              sx={linkSx}
            >
              {item.label}
            </Box>
          </li>
        ))}
        {externalNavItems.map((item) => (
          <li key={item.configKey}>
            <Box
              component="a"
              href={urls[item.configKey]}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`${item.label}（在新窗口打开）`}
              sx={linkSx}
            >
              {item.label}
              <NorthEastIcon aria-hidden sx={{ fontSize: 12, ml: 0.25, mb: 0.75, color: 'text.secondary' }} />
            </Box>
          </li>
        ))}
      </Box>
    </Box>
  );
}
