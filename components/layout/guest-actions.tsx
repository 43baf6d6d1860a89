'use client';
import NextLink from 'next/link';
import { usePathname, useSearchParams } from 'next/navigation';
import { actionClass } from '@/components/actions/action-class';
import styles from './header-buttons.module.css';
import { loginHref } from './login-href';

/** 登录 and 注册 for visitors, and for the moments the session cannot be checked (never "signed out"). */
export function GuestActions({ placement = 'header' }: { placement?: 'header' | 'drawer' }) {
  const pathname = usePathname();
  const search = useSearchParams().toString();
  const drawer = placement === 'drawer';
  return (
    <div className={drawer ? styles.guestDrawer : styles.guestHeader}>
      <NextLink href={loginHref(pathname, search)} className={actionClass({ variant: drawer ? 'outlined' : 'text' })}>
        登录
      </NextLink>
      {/* Phones reach 注册 from the navigation drawer: the header has room for one button there. */}
      <NextLink href={loginHref(pathname, search, 'register')} className={`${actionClass({ variant: 'contained' })} ${drawer ? '' : styles.registerHeader}`}>
        注册
      </NextLink>
    </div>
  );
}
