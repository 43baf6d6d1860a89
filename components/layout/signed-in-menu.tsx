'use client';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { withMui } from '@/components/mui/mui-provider';
import type { UserSummary } from '@/lib/session/summary';
import { accountShortcut } from './account-shortcut';
import { UserAccountMenu } from './user-account-menu';

/** The header's right side for a signed-in person: the account shortcut and the account menu. */
function SignedInMenu({ user, consoleUrl }: { user: UserSummary; consoleUrl: string | null }) {
  const shortcut = accountShortcut(user, consoleUrl);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0 }}>
      {/* Below lg the same link sits inside the account menu, so the navigation keeps its room. */}
      {shortcut ? (
      <Button
        href={shortcut.href}
        variant="outlined"
        size="small"
        sx={{ display: { xs: 'none', lg: 'inline-flex' }, flexShrink: 0, whiteSpace: 'nowrap' }}
        endIcon={shortcut.external ? <OpenInNewIcon sx={{ fontSize: '16px !important' }} /> : undefined}
        {...(shortcut.external
          ? { target: '_blank', rel: 'noopener noreferrer', 'aria-label': `${shortcut.label}（在新窗口打开）`, LinkComponent: 'a' }
          : {})}
      >
        {shortcut.label}
      </Button>
      ) : null}
      <UserAccountMenu user={user} shortcut={shortcut} />
    </Box>
  );
}

// Loaded on request, with MUI's theme and cache (components/mui).
export default withMui(SignedInMenu);
