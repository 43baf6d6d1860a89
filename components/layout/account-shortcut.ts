import type { UserSummary } from '@/lib/session/summary';
import { isPlatformUser } from '@/lib/session/summary';

export interface AccountShortcut {
  label: string;
  href: string;
  /**
   * Another site (the console): opened in a new tab through a plain link, never next/link, whose router
   * would prefetch it from this portal (a 404 where the console shares its origin, issue 39 item 11).
   */
  external: boolean;
}

/**
 * 001 §6: platform users get the console (another site, new tab); everyone else the prefix application.
 * Without a configured console a platform user gets no shortcut: a link to nowhere is worse than none.
 */
export function accountShortcut(user: UserSummary, consoleUrl: string | null): AccountShortcut | null {
  if (!isPlatformUser(user)) return { label: '标识前缀注册', href: '/identification', external: false };
  return consoleUrl ? { label: '控制台', href: consoleUrl, external: true } : null;
}

/** 13800138000 → 138****8000, for the menu header when a person has no name on file. */
export function maskPhone(phone: string): string {
  return /^\d{11}$/.test(phone) ? `${phone.slice(0, 3)}****${phone.slice(7)}` : phone;
}
