'use client';
import { usePathname } from 'next/navigation';
import { useSyncExternalStore } from 'react';
import { identifierFromPathname } from '@/lib/identifier/path';
import { notFoundMessage, searchedInTabKey } from '@/lib/identifier/search';

const noChanges = () => () => {};

function searchedInTab(): string | null {
  try {
    return sessionStorage.getItem(searchedInTabKey);
  } catch {
    // Storage refused (a private window's quota, a policy): the visitor counts as one who scanned.
    return null;
  }
}

/**
 * The unknown identifier's heading: 'search again' after this tab searched for it, 'scan again' when the
 * code's address was opened (a scan). The server has no storage to read and says the scan's words.
 */
export function NotFoundHeading({ className }: { className?: string }) {
  const lookedUp = identifierFromPathname(usePathname());
  const searched = useSyncExternalStore(noChanges, searchedInTab, () => null);
  return <h1 className={className}>{notFoundMessage(lookedUp, searched)}</h1>;
}
