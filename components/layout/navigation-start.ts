'use client';
import { useRouter } from 'next/navigation';
import { useMemo } from 'react';

// The bar at the top (top-progress.tsx) starts by itself when a link is clicked or the back button
// pressed. A navigation that code starts (a search form, the list's pager, a form's next step) tells it
// here, so a person sees the page coming however they asked for it, on a slow network or a busy node alike.
const starts = new EventTarget();

/** Tells the progress bar that a navigation to `href` has started. */
export function announceNavigation(href: string): void {
  starts.dispatchEvent(new CustomEvent<string>('start', { detail: href }));
}

/** Calls `listener` with the address of each navigation announced; answers the unsubscribe. */
export function onNavigationStart(listener: (href: string) => void): () => void {
  const handle = (event: Event) => listener((event as CustomEvent<string>).detail);
  starts.addEventListener('start', handle);
  return () => starts.removeEventListener('start', handle);
}

type Router = ReturnType<typeof useRouter>;

/** Next's router, whose push and replace show the progress bar until the page is there. */
export function useNavigation(): Pick<Router, 'push' | 'replace'> {
  const router = useRouter();
  return useMemo(
    () => ({
      push: (href, options) => {
        announceNavigation(href);
        router.push(href, options);
      },
      replace: (href, options) => {
        announceNavigation(href);
        router.replace(href, options);
      },
    }),
    [router],
  );
}
