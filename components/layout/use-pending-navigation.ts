'use client';
import { usePathname, useSearchParams } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { onNavigationStart } from './navigation-start';

// A navigation that never lands (an aborted click, a download) must not count as pending for ever.
const giveUpAfterMs = 15_000;

/** True for an address of this site other than the page shown: the router will go there. */
function elsewhereHere(href: string): boolean {
  const url = new URL(href, window.location.href);
  if (url.origin !== window.location.origin) return false;
  return url.pathname !== window.location.pathname || url.search !== window.location.search;
}

/** The same-origin page a plain left click on a link goes to, which the router will handle; else null. */
function clickedDestination(event: MouseEvent): string | null {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = (event.target as Element | null)?.closest?.('a[href]');
  if (!(anchor instanceof HTMLAnchorElement)) return null;
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return null;
  return elsewhereHere(anchor.href) ? anchor.href : null;
}

/** The page an address shows: its path and query, as the router renders them (a #fragment is a place on it). */
function pageOf(pathname: string, search: string): string {
  let path = pathname;
  try {
    path = decodeURI(pathname);
  } catch {}
  return `${path}?${search}`;
}

/**
 * The page a person asked for that is not there yet, from a link click, the back or forward button or a
 * navigation code announced (useNavigation): its path, or null while none is on its way.
 */
export function usePendingNavigation(): { path: string } | null {
  const location = pageOf(usePathname(), useSearchParams().toString());
  const locationRef = useRef(location);
  // Where it started from and to which path: it is over once the rendered location differs.
  const [pending, setPending] = useState<{ from: string; path: string } | null>(null);

  useEffect(() => {
    locationRef.current = location;
  }, [location]);

  useEffect(() => {
    let giveUp: ReturnType<typeof setTimeout> | undefined;
    const start = (path: string) => {
      setPending({ from: locationRef.current, path });
      clearTimeout(giveUp);
      giveUp = setTimeout(() => setPending(null), giveUpAfterMs);
    };
    const pathOf = (href: string) => new URL(href, window.location.href).pathname;
    const onClick = (event: MouseEvent) => {
      const destination = clickedDestination(event);
      if (destination) start(pathOf(destination));
    };
    // The address has already changed when the back or forward button says so. A step between places
    // on the same page (a #fragment: the skip link, a table of contents) brings no page, and would
    // otherwise count as pending until giveUpAfterMs.
    const onPopState = () => {
      if (pageOf(window.location.pathname, new URLSearchParams(window.location.search).toString()) !== locationRef.current) start(window.location.pathname);
    };
    document.addEventListener('click', onClick, true);
    window.addEventListener('popstate', onPopState);
    const stopListening = onNavigationStart((href) => elsewhereHere(href) && start(pathOf(href)));
    return () => {
      stopListening();
      clearTimeout(giveUp);
      document.removeEventListener('click', onClick, true);
      window.removeEventListener('popstate', onPopState);
    };
  }, []);

  return pending !== null && pending.from === location ? { path: pending.path } : null;
}
