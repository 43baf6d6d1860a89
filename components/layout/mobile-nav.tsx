'use client';
import dynamic from 'next/dynamic';
import { useId, useState } from 'react';
import styles from './header-buttons.module.css';
import { ShellIcon } from './shell-icons';

// MUI's Drawer and the list load when a finger or pointer reaches the menu button, not with every page.
const loadDrawer = () => import('./mobile-nav-drawer');
const MobileNavDrawer = dynamic(loadDrawer, { ssr: false });

/** The navigation below md: a hamburger that opens a drawer from the right, with the side menu's shortcuts. */
export function MobileNav({ caseCenterUrl, tradingPlatformUrl, servicePhone }: { caseCenterUrl: string; tradingPlatformUrl: string; servicePhone: string }) {
  const drawerId = useId();
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);

  return (
    <div className={styles.mobileNav}>
      <button
        type="button"
        className={styles.menuButton}
        aria-label="打开导航菜单"
        aria-controls={open ? drawerId : undefined}
        aria-expanded={open}
        onPointerDown={() => void loadDrawer()}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        <ShellIcon name="menu" />
      </button>
      {opened ? <MobileNavDrawer id={drawerId} open={open} onClose={() => setOpen(false)} urls={{ caseCenterUrl, tradingPlatformUrl }} servicePhone={servicePhone} /> : null}
    </div>
  );
}
