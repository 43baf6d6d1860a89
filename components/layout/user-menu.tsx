'use client';
import dynamic from 'next/dynamic';
import { Suspense, useEffect } from 'react';
import { GuestActions } from './guest-actions';
import styles from './header-buttons.module.css';
import { refreshSession, useSessionSummary } from './use-session-summary';

function Placeholder() {
  return <span className={styles.placeholder} />;
}

// The account menu (MUI's Menu, its icons) is for signed-in people only: visitors never load it.
const SignedInMenu = dynamic(() => import('./signed-in-menu'), { ssr: false, loading: Placeholder });

/** The header's right side. The page is the same for everyone; who is signed in is asked from the browser. */
export function UserMenu({ consoleUrl }: { consoleUrl: string | null }) {
  const { data, isPending } = useSessionSummary();
  useEffect(() => {
    // A page restored from the back-forward cache (going back after a logout) asks again who is here.
    const onShow = (event: PageTransitionEvent) => {
      if (event.persisted) void refreshSession();
    };
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, []);
  if (isPending) return <Placeholder />;
  if (data?.status !== 'user') {
    return (
      <Suspense fallback={<Placeholder />}>
        <GuestActions />
      </Suspense>
    );
  }
  return <SignedInMenu user={data.user} consoleUrl={consoleUrl} />;
}
