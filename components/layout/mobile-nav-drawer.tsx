'use client';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import CloseIcon from '@mui/icons-material/Close';
import NorthEastIcon from '@mui/icons-material/NorthEast';
import NextLink from 'next/link';
import { usePathname } from 'next/navigation';
import { Suspense, useEffect, useRef } from 'react';
import { withMui } from '@/components/mui/mui-provider';
import { BrandLogo } from './brand-logo';
import { DrawerShortcuts } from './drawer-shortcuts';
import { GuestActions } from './guest-actions';
import { externalNavItems, isNavActive, navItems } from './nav-items';
import { useSessionSummary } from './use-session-summary';

const itemSx = { borderRadius: 1.5, mx: 1, my: 0.25, py: 1.25 } as const;

interface MobileNavDrawerProps {
  id: string;
  open: boolean;
  onClose: () => void;
  urls: { caseCenterUrl: string; tradingPlatformUrl: string };
  servicePhone: string;
}

/** The phone navigation's drawer, loaded by MobileNav on the first tap of the menu button. */
function MobileNavDrawer({ id, open, onClose, urls, servicePhone }: MobileNavDrawerProps) {
  const pathname = usePathname();
  const session = useSessionSummary();
  // An identifier searched from the drawer opens its page: the drawer closes once the page has changed.
  const shownAt = useRef(pathname);
  useEffect(() => {
    if (shownAt.current !== pathname) onClose();
    shownAt.current = pathname;
  }, [pathname, onClose]);
  return (
    <Drawer
      id={id}
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{ paper: { sx: { width: 'min(320px, 86vw)' } } }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 2, py: 1.5 }}>
        <BrandLogo />
        <IconButton aria-label="关闭导航菜单" onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Box>
      <Divider />
      <Box component="nav" aria-label="主导航" sx={{ flex: 1, overflowY: 'auto', py: 1 }}>
        <List disablePadding>
          {navItems.map((item) => {
            const active = isNavActive(item, pathname);
            return (
              <ListItemButton
                key={item.href}
                component={NextLink}
                href={item.href}
                selected={active}
                aria-current={active ? 'page' : undefined}
                onClick={onClose}
                sx={itemSx}
              >
                <ListItemText primary={item.label} slotProps={{ primary: { sx: { fontWeight: active ? 600 : 400 } } }} />
              </ListItemButton>
            );
          })}
        </List>
        <Divider sx={{ my: 1, mx: 2 }} />
        <List disablePadding>
          {externalNavItems.map((item) => (
            <ListItemButton
              key={item.configKey}
              component="a"
              href={urls[item.configKey]}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`${item.label}（在新窗口打开）`}
              onClick={onClose}
              sx={itemSx}
            >
              <ListItemText primary={item.label} />
              <NorthEastIcon aria-hidden sx={{ fontSize: 16, color: 'text.secondary' }} />
            </ListItemButton>
          ))}
        </List>
        <Divider sx={{ my: 1, mx: 2 }} />
        <DrawerShortcuts servicePhone={servicePhone} onClose={onClose} />
      </Box>
      {session.data && session.data.status !== 'user' ? (
        <Box onClick={onClose} sx={{ p: 2, borderTop: 1, borderColor: 'divider' }}>
          <Suspense fallback={null}>
            <GuestActions placement="drawer" />
          </Suspense>
        </Box>
      ) : null}
    </Drawer>
  );
}

// Loaded on request, with MUI's theme and cache (components/mui).
export default withMui(MobileNavDrawer);
