'use client';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { usePathname, useSearchParams } from 'next/navigation';
import { loginHref } from './login-href';

/** 登录 and 注册 for visitors, and for the moments the session cannot be checked (never "signed out"). */
export function GuestActions({ placement = 'header' }: { placement?: 'header' | 'drawer' }) {
  const pathname = usePathname();
  const search = useSearchParams().toString();
  if (placement === 'drawer') {
    return (
      <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1.5 }}>
        <Button href={loginHref(pathname, search)} variant="outlined">
          登录
        </Button>
        <Button href={loginHref(pathname, search, 'register')} variant="contained">
          注册
        </Button>
      </Box>
    );
  }
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <Button href={loginHref(pathname, search)} sx={{ minWidth: 56 }}>
        登录
      </Button>
      {/* Phones reach 注册 from the navigation drawer: the header has room for one button there. */}
      <Button
        href={loginHref(pathname, search, 'register')}
        variant="contained"
        sx={{ display: { xs: 'none', sm: 'inline-flex' }, minWidth: 64 }}
      >
        注册
      </Button>
    </Box>
  );
}
