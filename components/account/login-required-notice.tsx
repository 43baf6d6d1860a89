'use client';
import { useSearchParams } from 'next/navigation';
import { Notice } from '@/components/content/notice';
import { messages } from '@/core/messages';
import { safeReturnPath } from '@/lib/security/url';
import styles from './login-required-notice.module.css';

/**
 * A signed-out visitor sent home from a page that needs a login (the personal and prefix registration
 * pages, 000 §6 and 001 §2) arrives with `?from=`: say why they are here and offer the login that
 * brings them back (issue 19 item 9). Only paths of this site are offered (safeReturnPath).
 */
export function LoginRequiredNotice() {
  const from = useSearchParams().get('from');
  const target = safeReturnPath(from, '');
  if (!target) return null;
  return (
    <div className={styles.wrap}>
      <Notice severity="warning">
        {messages.loginRequired}
        <a className={styles.link} href={`/login?from=${encodeURIComponent(target)}`}>
          {messages.loginNow}
        </a>
      </Notice>
    </div>
  );
}
