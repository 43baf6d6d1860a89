'use client';
import Button, { type ButtonProps } from '@mui/material/Button';
import type { ReactNode } from 'react';
import { useSessionSummary } from '@/components/layout/use-session-summary';
import { accountSiteUrl as accountSiteHref } from '@/lib/account-site';
import type { UserSummary } from '@/lib/session/summary';

/** 001 §6: a company user who already has a prefix manages it on the external account site. */
export function hasCompanyPrefix(user: UserSummary): boolean {
  return (user.type === 'COMPANY' || user.type === 'COMPANY_ADMIN') && Boolean(user.prefix);
}

/**
 * The free prefix application: the registration form for everyone, except a company user who already
 * has a prefix, who is sent to the account site. The page is the same for all; the choice is made here,
 * in the browser, once the session is known.
 */
interface PrefixApplyLinkProps {
  accountSiteUrl: string;
  children: ReactNode;
  variant?: ButtonProps['variant'];
  color?: ButtonProps['color'];
  size?: ButtonProps['size'];
}

export function PrefixApplyLink({ accountSiteUrl, children, ...props }: PrefixApplyLinkProps) {
  const { data } = useSessionSummary();
  if (data?.status === 'user' && hasCompanyPrefix(data.user)) {
    return (
      <Button {...props} href={accountSiteHref(accountSiteUrl, { backUrl: window.location.href })} target="_blank" rel="noopener noreferrer" aria-label="管理企业前缀（在新窗口打开账号中心）">
        管理企业前缀
      </Button>
    );
  }
  return (
    <Button {...props} href="/identification/apply">
      {children}
    </Button>
  );
}
