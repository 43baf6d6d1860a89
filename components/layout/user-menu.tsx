'use client';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useEffect } from 'react';
import { accountShortcut } from './account-shortcut';
import { GuestActions } from './guest-actions';
import styles from './header-buttons.module.css';
import { UserAccountMenu } from './user-account-menu';
import { sessionQueryKey, useSessionSummary } from './use-session-summary';

function Placeholder() {
  return <span className={styles.placeholder} />;
}

/** The header's right side. The page is the same for everyone; who is signed in is asked from the browser. */
export function UserMenu({ consoleUrl }: { consoleUrl: string }) {
  const { data, isPending } = useSessionSummary();
  const queryClient = useQueryClient();
  useEffect(() => {
    // A page restored from the back-forward cache (going back after a logout) asks again who is here.
    const onShow = (event: PageTransitionEvent) => {
      if (event.persisted) void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
    };
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, [queryClient]);
  if (isPending) return <Placeholder />;
  if (data?.status !== 'user') {
    return (
      <Suspense fallback={<Placeholder />}>
        <GuestActions />
      </Suspense>
    );
  }
  const shortcut = accountShortcut(data.user, consoleUrl);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
      {/* Below lg the same link sits inside the account menu, so the navigation keeps its room. */}
      <Button
        href={shortcut.href}
        variant="outlined"
        size="small"
        sx={{ display: { xs: 'none', lg: 'inline-flex' }, whiteSpace: 'nowrap' }}
        endIcon={shortcut.external ? <OpenInNewIcon sx={{ fontSize: '16px !important' }} /> : undefined}
        {...(shortcut.external
          ? { target: '_blank', rel: 'noopener noreferrer', 'aria-label': `${shortcut.label}（在新窗口打开）` }
          : {})}
      >
        {shortcut.label}
      </Button>
      <UserAccountMenu user={data.user} shortcut={shortcut} />
    </Box>
  );
}
