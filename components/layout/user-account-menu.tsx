'use client';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Snackbar from '@mui/material/Snackbar';
import DashboardIcon from '@mui/icons-material/DashboardOutlined';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import LockResetIcon from '@mui/icons-material/LockReset';
import LogoutIcon from '@mui/icons-material/Logout';
import PersonIcon from '@mui/icons-material/PersonOutlined';
import NextLink from 'next/link';
import { useId, useState } from 'react';
import { logout } from '@/lib/client/logout';
import { commonMessages } from '@/core/messages/common';
import type { UserSummary } from '@/lib/session/summary';
import { maskPhone, type AccountShortcut } from './account-shortcut';
import { setSession } from './use-session-summary';

export function UserAccountMenu({ user, shortcut }: { user: UserSummary; shortcut: AccountShortcut | null }) {
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [leaving, setLeaving] = useState(false);
  const [failed, setFailed] = useState(false);
  const displayName = user.name || maskPhone(user.phone) || '用户';
  const close = () => setAnchor(null);

  async function onLogout() {
    setLeaving(true);
    try {
      await logout();
      setSession({ status: 'guest' });
    } catch {
      setLeaving(false);
      setAnchor(null);
      setFailed(true);
    }
  }

  return (
    <>
      <Button
        color="inherit"
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-label={`账户菜单：${displayName}`}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? menuId : undefined}
        endIcon={<ExpandMoreIcon sx={{ display: { xs: 'none', sm: 'block' } }} />}
        sx={{ minWidth: 0, px: { xs: 0.5, sm: 1 }, gap: 0.25 }}
      >
        {/* The picture when there is one (it follows an upload at once: personal-screen sets the session query), else the initial. */}
        <Avatar src={user.portrait ?? undefined} alt="" sx={{ width: 32, height: 32, fontSize: 15, bgcolor: 'primary.main' }}>
          {displayName.slice(0, 1)}
        </Avatar>
        <Box
          component="span"
          sx={{ display: { xs: 'none', lg: 'block' }, maxWidth: 160, ml: 1, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
        >
          {displayName}
        </Box>
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { mt: 1, minWidth: 220 } } }}
      >
        <Box sx={{ px: 2, pt: 1, pb: 1.5 }}>
          <Box sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{displayName}</Box>
          <Box sx={{ fontSize: 13, color: 'text.secondary', overflowWrap: 'anywhere' }}>
            {user.companyName || maskPhone(user.phone)}
          </Box>
        </Box>
        <Divider />
        <MenuItem href="/personal_update" component={NextLink} onClick={close}>
          <ListItemIcon><PersonIcon fontSize="small" /></ListItemIcon>个人信息
        </MenuItem>
        <MenuItem href="/personal_update?type=2" component={NextLink} onClick={close}>
          <ListItemIcon><LockResetIcon fontSize="small" /></ListItemIcon>修改密码
        </MenuItem>
        {shortcut ? (
          <MenuItem
            href={shortcut.href}
            component={shortcut.external ? 'a' : NextLink}
            onClick={close}
            sx={{ display: { lg: 'none' } }}
            {...(shortcut.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
          >
            <ListItemIcon><DashboardIcon fontSize="small" /></ListItemIcon>
            {shortcut.label}
          </MenuItem>
        ) : null}
        <Divider />
        <MenuItem onClick={onLogout} disabled={leaving}>
          <ListItemIcon><LogoutIcon fontSize="small" /></ListItemIcon>
          {leaving ? '正在退出…' : '退出登录'}
        </MenuItem>
      </Menu>
      <Snackbar open={failed} autoHideDuration={3000} onClose={() => setFailed(false)} anchorOrigin={{ vertical: 'top', horizontal: 'center' }}>
        <Alert severity="error" variant="filled" onClose={() => setFailed(false)}>
          {commonMessages.logoutFailed}
        </Alert>
      </Snackbar>
    </>
  );
}
