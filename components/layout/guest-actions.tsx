'use client';
import NextLink from 'next/link';
import { usePathname, useSearchParams } from 'next/navigation';
import { actionClass } from '@/components/actions/action-class';
import styles from './header-buttons.module.css';
import { loginHref } from './login-href';

/**
 * 登录 and 注册 for visitors, and for the moments the session cannot be checked (never "signed out").
 * Not fetched ahead (prefetch={false}): both are in every guest's header, and their addresses carry the page
 * they return to, so no copy is shared. Each page view sent a portal three prefetches of the login page
 * (22 ms of CPU together, 2026-12-03), most of a scan's cost beside its own render, for a step few scanners take.
 */
export function GuestActions({ placement = 'header' }: { placement?: 'header' | 'drawer' }) {
  const pathname = usePathname();
  const search = useSearchParams().toString();
  const drawer = placement === 'drawer';
  return (
    <div className={drawer ? styles.guestDrawer : styles.guestHeader}>
      <NextLink prefetch={false} href={loginHref(pathname, search)} className={actionClass({ variant: drawer ? 'outlined' : 'text' })}>
        登录
      </NextLink>
      {/* Phones reach 注册 from the navigation drawer: the header has room for one button there. */}
      <NextLink prefetch={false} href={loginHref(pathname, search, 'register')} className={`${actionClass({ variant: 'contained' })} ${drawer ? '' : styles.registerHeader}`}>
        注册
      </NextLink>
    </div>
  );
}
