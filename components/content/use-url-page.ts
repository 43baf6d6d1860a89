'use client';
import { useSyncExternalStore } from 'react';
import { pageFromParam } from '@/lib/content/paging';

// The page number lives in the URL (`?page=2`), read here without useSearchParams: that hook would make
// a prerendered page drop its server HTML for the list and draw it again in the browser (a second
// largest paint, a flash of page 1). Instead the server's page 1 hydrates in place, and a later page is
// swapped in right after.

const changed = 'portal:url-page';

function subscribe(onChange: () => void) {
  window.addEventListener('popstate', onChange);
  window.addEventListener(changed, onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener(changed, onChange);
  };
}

const readPage = () => new URLSearchParams(window.location.search).get('page');

export function useUrlPage(count: number): number {
  return pageFromParam(useSyncExternalStore(subscribe, readPage, () => null), count);
}

/** Moves to another page of the list: a history entry (back works, the link can be shared), no fetch. */
export function goToPage(href: string): void {
  // Next.js keeps its router in step with native pushState calls.
  window.history.pushState(null, '', href);
  window.dispatchEvent(new Event(changed));
}
