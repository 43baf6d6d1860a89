'use client';
import { useIsFetching } from '@tanstack/react-query';
import { usePathname, useSearchParams } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { onNavigationStart } from './navigation-start';
import styles from './top-progress.module.css';

// A navigation that never lands (an aborted click, a download) must not leave the bar up for ever.
const giveUpAfterMs = 15_000;

/** True for an address of this site other than the page shown: the router will go there. */
function elsewhereHere(href: string): boolean {
  const url = new URL(href, window.location.href);
  if (url.origin !== window.location.origin) return false;
  return url.pathname !== window.location.pathname || url.search !== window.location.search;
}

/** True for a plain left click on a same-origin link to another page, which the router will handle. */
function startsNavigation(event: MouseEvent): boolean {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  const anchor = (event.target as Element | null)?.closest?.('a[href]');
  if (!(anchor instanceof HTMLAnchorElement)) return false;
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return false;
  return elsewhereHere(anchor.href);
}

/** The thin bar at the very top while a page or the data a person asked for is on its way. */
export function TopProgress() {
  const location = `${usePathname()}?${useSearchParams().toString()}`;
  const locationRef = useRef(location);
  // The location a navigation started from: the navigation is over once the rendered location differs.
  const [startedFrom, setStartedFrom] = useState<string | null>(null);
  // Queries tagged `meta.silent` (such as the session check) run in the background, unnoticed.
  const fetching = useIsFetching({ predicate: (query) => query.meta?.silent !== true }) > 0;

  useEffect(() => {
    locationRef.current = location;
  }, [location]);

  useEffect(() => {
    let giveUp: ReturnType<typeof setTimeout> | undefined;
    const start = () => {
      setStartedFrom(locationRef.current);
      clearTimeout(giveUp);
      giveUp = setTimeout(() => setStartedFrom(null), giveUpAfterMs);
    };
    const onClick = (event: MouseEvent) => startsNavigation(event) && start();
    document.addEventListener('click', onClick, true);
    window.addEventListener('popstate', start);
    // A navigation that code started (useNavigation): the same bar.
    const stopListening = onNavigationStart((href) => elsewhereHere(href) && start());
    return () => {
      stopListening();
      clearTimeout(giveUp);
      document.removeEventListener('click', onClick, true);
      window.removeEventListener('popstate', start);
    };
  }, []);

  const busy = fetching || (startedFrom !== null && startedFrom === location);
  return (
    <div
      className={styles.track}
      role={busy ? 'progressbar' : undefined}
      aria-label={busy ? '页面加载中' : undefined}
      aria-hidden={busy ? undefined : true}
    >
      <div className={busy ? `${styles.bar} ${styles.busy}` : styles.bar} />
    </div>
  );
}
