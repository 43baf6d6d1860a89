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
import { Suspense, useId, useState } from 'react';
import { BrandLogo } from './brand-logo';
import { GuestActions } from './guest-actions';
import styles from './header-buttons.module.css';
import { externalNavItems, isNavActive, navItems } from './nav-items';
import { ShellIcon } from './shell-icons';
import { useSessionSummary } from './use-session-summary';

const itemSx = { borderRadius: 1.5, mx: 1, my: 0.25, py: 1.25 } as const;

/** The navigation below md: a hamburger that opens a drawer from the right. */
export function MobileNav({ caseCenterUrl, tradingPlatformUrl }: { caseCenterUrl: string; tradingPlatformUrl: string }) {
  const pathname = usePathname();
  const session = useSessionSummary();
  const drawerId = useId();
  const [open, setOpen] = useState(false);
  const urls = { caseCenterUrl, tradingPlatformUrl };
  const close = () => setOpen(false);

  return (
    <div className={styles.mobileNav}>
      <button
        type="button"
        className={styles.menuButton}
        aria-label="打开导航菜单"
        aria-controls={open ? drawerId : undefined}
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        <ShellIcon name="menu" />
      </button>
      <Drawer
        id={drawerId}
        anchor="right"
        open={open}
        onClose={close}
        slotProps={{ paper: { sx: { width: 'min(320px, 86vw)' } } }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 2, py: 1.5 }}>
          <BrandLogo />
          <IconButton aria-label="关闭导航菜单" onClick={close}>
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
                  onClick={close}
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
                onClick={close}
                sx={itemSx}
              >
                <ListItemText primary={item.label} />
                <NorthEastIcon aria-hidden sx={{ fontSize: 16, color: 'text.secondary' }} />
              </ListItemButton>
            ))}
          </List>
        </Box>
        {session.data && session.data.status !== 'user' ? (
          <Box onClick={close} sx={{ p: 2, borderTop: 1, borderColor: 'divider' }}>
            <Suspense fallback={null}>
              <GuestActions placement="drawer" />
            </Suspense>
          </Box>
        ) : null}
      </Drawer>
    </div>
  );
}
