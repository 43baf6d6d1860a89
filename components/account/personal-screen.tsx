'use client';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { setSession } from '@/components/layout/use-session-summary';
import { commonMessages } from '@/core/messages/common';
import type { UserSummary } from '@/lib/session/summary';
import { BasicInfoPanel } from './basic-info-panel';
import { ChangePasswordForm } from './change-password-form';
import { MyDataPanel } from './my-data-panel';

interface Props {
  initialType: 1 | 2;
  initialUser: UserSummary;
  /** The server could not ask the gateway (the token needed a refresh first): ask again from here. */
  stale: boolean;
}

/** 001 §2 personal information: two modes by type, kept in the address so a link can name one. */
export function PersonalScreen({ initialType, initialUser, stale }: Props) {
  const [type, setType] = useState<1 | 2>(initialType);
  const [user, setUser] = useState(initialUser);
  const [infoFailed, setInfoFailed] = useState(false);

  useEffect(() => {
    if (!stale) return;
    let live = true;
    void (async () => {
      const response = await fetch('/api/account/info', { headers: { accept: 'application/json' } }).catch(() => undefined);
      if (!live) return;
      if (response?.status === 401) return window.location.replace('/');
      const body = (await response?.json().catch(() => undefined)) as { ok?: boolean; user?: UserSummary } | undefined;
      if (body?.ok && body.user) setUser(body.user);
      else setInfoFailed(true);
    })();
    return () => {
      live = false;
    };
  }, [stale]);

  // The header's avatar reads the session query: it shows the new picture at once, not after a reload.
  const onPortrait = (portrait: string) => {
    setUser((u) => ({ ...u, portrait }));
    setSession((now) => (now?.status === 'user' ? { status: 'user', user: { ...now.user, portrait } } : now));
  };

  const choose = (next: 1 | 2) => {
    setType(next);
    window.history.replaceState(null, '', `/personal_update?type=${next}`);
  };

  return (
    <Box sx={{ maxWidth: 720, mx: 'auto', px: 2, py: { xs: 3, md: 6 } }}>
      <Typography component="h1" variant="h5" sx={{ fontWeight: 600, mb: 2 }}>
        {type === 1 ? '个人信息' : '修改密码'}
      </Typography>
      <Paper sx={{ p: { xs: 2, sm: 4 } }}>
        <Tabs value={type} onChange={(_, next: 1 | 2) => choose(next)} aria-label="个人中心" sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}>
          <Tab value={1} label="基本信息" id="personal-tab-1" aria-controls="personal-panel" />
          <Tab value={2} label="修改密码" id="personal-tab-2" aria-controls="personal-panel" />
        </Tabs>
        {infoFailed ? (
          <Alert severity="warning" sx={{ mb: 2 }}>
            {commonMessages.infoFailed}
          </Alert>
        ) : null}
        <Box role="tabpanel" id="personal-panel" aria-labelledby={`personal-tab-${type}`}>
          {type === 1 ? <BasicInfoPanel user={user} onPortrait={onPortrait} /> : <ChangePasswordForm phone={user.phone} />}
        </Box>
      </Paper>
      {type === 1 ? <MyDataPanel phone={user.phone} /> : null}
    </Box>
  );
}
