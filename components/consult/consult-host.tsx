'use client';
import dynamic from 'next/dynamic';
import { useEffect, useState } from 'react';
import { portalEvents } from '@/lib/events';

const loadDialog = () => import('./consult-dialog');
const ConsultDialog = dynamic(loadDialog, { ssr: false });

/** Buttons that open the dialog carry this attribute; pointing at one starts loading the dialog's code. */
const consultSelector = '[data-consult]';

/**
 * Waits for any 'consult now', 'custom solution', 'prefix application' or 'contact me' button to
 * dispatch the event, then mounts the consultation dialog. The dialog (MUI's Dialog, the form, its
 * schema) is not part of any page's first load: it is fetched when a visitor points at or focuses such
 * a button, or at the latest on the request itself.
 */
export function ConsultHost() {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);

  useEffect(() => {
    const show = () => {
      setWanted(true);
      setOpen(true);
    };
    const preload = (event: Event) => {
      if (event.target instanceof Element && event.target.closest(consultSelector)) void loadDialog();
    };
    window.addEventListener(portalEvents.openConsult, show);
    document.addEventListener('pointerover', preload, { passive: true });
    document.addEventListener('focusin', preload);
    return () => {
      window.removeEventListener(portalEvents.openConsult, show);
      document.removeEventListener('pointerover', preload);
      document.removeEventListener('focusin', preload);
    };
  }, []);

  return wanted ? <ConsultDialog open={open} onClose={() => setOpen(false)} /> : null;
}
