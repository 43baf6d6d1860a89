'use client';
import dynamic from 'next/dynamic';
import { useState } from 'react';
import { actionClass } from '@/components/actions/action-class';
import { ShellIcon } from '@/components/layout/shell-icons';
import { identifierMessages } from '@/core/messages/identifier';
import styles from './identifier-header.module.css';

// The dialog (MUI's Dialog and the QR code generator) loads when a pointer or the keyboard reaches the
// button, not with the page.
const loadDialog = () => import('./identifier-qr-dialog');
const IdentifierQrDialog = dynamic(loadDialog, { ssr: false });

/** The QR code of this page's URL, to show to someone or print on a label (made in the browser with `qrcode`). */
export function IdentifierQr({ url, identifier }: { url: string; identifier: string }) {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  return (
    <>
      <button
        type="button"
        className={actionClass({ variant: 'outlined', size: 'small' })}
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        <span className={styles.buttonIcon}>
          <ShellIcon name="qrCode" />
        </span>
        {identifierMessages.qrDialogTitle}
      </button>
      {opened ? <IdentifierQrDialog open={open} onClose={() => setOpen(false)} url={url} identifier={identifier} /> : null}
    </>
  );
}
