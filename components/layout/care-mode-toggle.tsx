'use client';
import { useEffect, useState } from 'react';
import { siteMessages } from '@/core/messages/site';
import { careModeAttribute, careModeFromStorage, careModeOn, setCareMode } from '@/lib/care-mode/care-mode';
import hidden from '@/styles/visually-hidden.module.css';
import styles from './care-mode-toggle.module.css';

/**
 * 关怀版 / 退出关怀版 in every header (issue 62). Which of the two shows is decided by CSS from the
 * attribute the head script set before the first paint, so the server's HTML is the same for every
 * visitor and nothing changes when the page comes alive.
 */
export function CareModeToggle() {
  const [announcement, setAnnouncement] = useState('');
  useEffect(() => {
    // Switched in another tab of the site: this one follows.
    const onStorage = (event: StorageEvent) => {
      const on = careModeFromStorage(event);
      if (on !== undefined) document.documentElement.toggleAttribute(careModeAttribute, on);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);
  return (
    <>
      <button
        type="button"
        className={styles.toggle}
        onClick={() => {
          const on = !careModeOn();
          setCareMode(on);
          setAnnouncement(on ? siteMessages.careModeSwitched : siteMessages.careModeLeft);
        }}
      >
        <span className={styles.enter}>{siteMessages.careModeEnter}</span>
        <span className={styles.leave}>{siteMessages.careModeLeave}</span>
      </button>
      {/* A polite live region of its own (not role=status: the pages' own status lines keep that name alone). */}
      <span aria-live="polite" className={hidden.visuallyHidden}>
        {announcement}
      </span>
    </>
  );
}
