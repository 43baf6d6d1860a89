'use client';
import { useSyncExternalStore } from 'react';
import { Notice } from '@/components/content/notice';
import { commonMessages } from '@/core/messages/common';
import { safeReturnPath } from '@/lib/security/url';
import styles from './login-required-notice.module.css';

// The home page is cached for everyone and rendered without the query (runtime/query-free-pages.ts), so
// Next's useSearchParams knows no `from` on arrival: the browser's own address does.
const subscribe = (onChange: () => void) => {
  window.addEventListener('popstate', onChange);
  return () => window.removeEventListener('popstate', onChange);
};
const fromOfAddress = () => new URLSearchParams(window.location.search).get('from');

/**
 * A signed-out visitor sent home from a page that needs a login (the personal and prefix registration
 * pages, 000 §6 and 001 §2) arrives with `?from=`: say why they are here and offer the login that
 * brings them back (issue 19 item 9). Only paths of this site are offered (safeReturnPath).
 */
export function LoginRequiredNotice() {
  const from = useSyncExternalStore(subscribe, fromOfAddress, () => null);
  const target = safeReturnPath(from, '');
  if (!target) return null;
  return (
    <div className={styles.wrap}>
      <Notice severity="warning">
        {commonMessages.loginRequired}
        <a className={styles.link} href={`/login?from=${encodeURIComponent(target)}`}>
          {commonMessages.loginNow}
        </a>
      </Notice>
    </div>
  );
}
