import { paths } from '@/lib/routes';

export interface NavItem {
  label: string;
  href: string;
  /** 001 §2: the entry is highlighted when the path contains this word; 首页 has none (exact /home). */
  keyword?: string;
}

export interface ExternalNavItem {
  label: string;
  /** The address comes from the deployment's configuration, never from code. */
  configKey: 'caseCenterUrl' | 'tradingPlatformUrl';
}

export const navItems: readonly NavItem[] = [
  { label: '首页', href: '/home' },
  { label: '应用市场', href: paths.market, keyword: 'application' },
  { label: '解决方案', href: '/solution', keyword: 'solution' },
  { label: '生态合作', href: '/ecology', keyword: 'ecology' },
  { label: '新闻资讯', href: '/news', keyword: 'news' },
  { label: '标识注册', href: '/new_identification', keyword: 'new_identification' },
];

export const externalNavItems: readonly ExternalNavItem[] = [
  { label: '案例中心', configKey: 'caseCenterUrl' },
  { label: '交易平台', configKey: 'tradingPlatformUrl' },
];

export function isNavActive(item: NavItem, pathname: string | null): boolean {
  if (!pathname) return false;
  return item.keyword ? pathname.includes(item.keyword) : pathname === item.href;
}
