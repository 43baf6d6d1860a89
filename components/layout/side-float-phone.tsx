'use client';
import dynamic from 'next/dynamic';
import { useId, useState } from 'react';
import { ShellIcon } from './shell-icons';
import styles from './side-float.module.css';

// MUI's Drawer and the panels load when a finger reaches the button, not with every page.
const loadSheet = () => import('./side-float-sheet');
const SideFloatSheet = dynamic(loadSheet, { ssr: false });

interface SideFloatPhoneProps {
  identifier: string;
  onIdentifierChange: (value: string) => void;
  servicePhone: string;
  onContact: () => void;
}

/** Phones: two small round buttons instead of the rail; the shortcuts open in a bottom sheet. */
export function SideFloatPhone({ identifier, onIdentifierChange, servicePhone, onContact }: SideFloatPhoneProps) {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const sheetId = useId();
  return (
    <div className={styles.phone}>
      <button
        type="button"
        className={styles.fab}
        aria-label="快捷服务"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? sheetId : undefined}
        onPointerDown={() => void loadSheet()}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        <ShellIcon name="apps" />
      </button>
      <button type="button" className={`${styles.fab} ${styles.fabPrimary}`} aria-label="联系我们" data-consult="side-menu" onClick={onContact}>
        <ShellIcon name="headsetMic" />
      </button>
      {opened ? (
        <SideFloatSheet
          id={sheetId}
          open={open}
          onClose={() => setOpen(false)}
          identifier={identifier}
          onIdentifierChange={onIdentifierChange}
          servicePhone={servicePhone}
          onContact={onContact}
        />
      ) : null}
    </div>
  );
}
