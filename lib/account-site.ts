import { siteName } from '@/lib/seo/site';

/**
 * The external account site's login and register links (000 §2): the site sends the person back to
 * `backUrl` afterwards and shows which subsystem asked (`subCode`, `subName`). Its address is
 * ACCOUNT_SITE_URL; a register link adds `mode=register`, as this portal's own /login does.
 */
export const portalSubsystem = { subCode: 'idportal', subName: siteName } as const;

export interface AccountSiteLink {
  /** Absolute http(s) address to come back to; anything else is dropped. */
  backUrl: string;
  subCode?: string;
  subName?: string;
  mode?: 'login' | 'register';
}

/** `base` is the account site's absolute address, or a path of this portal (its own /login when none is configured). */
export function accountSiteUrl(base: string, { backUrl, subCode = portalSubsystem.subCode, subName = portalSubsystem.subName, mode = 'login' }: AccountSiteLink): string {
  const relative = base.startsWith('/') && !base.startsWith('//');
  const url = new URL(base, 'http://portal.invalid');
  const back = safeBackUrl(backUrl);
  if (back) url.searchParams.set('backUrl', back);
  url.searchParams.set('subCode', subCode);
  url.searchParams.set('subName', subName);
  if (mode === 'register') url.searchParams.set('mode', 'register');
  else url.searchParams.delete('mode');
  return relative ? `${url.pathname}${url.search}` : url.toString();
}

function safeBackUrl(value: string): string | undefined {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : undefined;
  } catch {
    return undefined;
  }
}
