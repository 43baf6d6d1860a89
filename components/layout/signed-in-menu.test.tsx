import type { UserSummary } from '@/lib/session/summary';

// Next's router takes every MUI `href` (lib/theme.ts). Here its link marks what it renders, so a test sees
// which links the router would prefetch and route as the portal's own pages.
jest.mock('next/link', () => {
  const { createElement, forwardRef } = jest.requireActual<typeof import('react')>('react');
  const RouterLink = forwardRef<HTMLAnchorElement, Record<string, unknown>>(function RouterLink(props, ref) {
    return createElement('a', { ...props, ref, 'data-router-link': '' });
  });
  return { __esModule: true, default: RouterLink };
});

const company: UserSummary = { name: 'demo_company', phone: '13800000002', type: 'COMPANY_ADMIN', companyName: '苏州智联精密制造有限公司', prefix: '88.365.1001', examineStatus: 2 };
const ordinary: UserSummary = { ...company, name: 'demo_user', type: 'ORDINARY', prefix: null, companyName: null, examineStatus: null };

async function header(user: UserSummary, consoleUrl: string | null) {
  const { renderHtml } = await import('@/scripts/test/render-html');
  const { default: SignedInMenu } = await import('./signed-in-menu');
  return renderHtml(<SignedInMenu user={user} consoleUrl={consoleUrl} />);
}

describe('the header’s account shortcut (issue 39 item 9)', () => {
  it('shows 控制台 for a configured console, a plain link to the other site in a new tab', async () => {
    const screen = await header(company, 'https://console.example.cn');
    const link = screen.getByRole('link', { name: '控制台（在新窗口打开）' });
    expect(link.attribs).toMatchObject({ href: 'https://console.example.cn', target: '_blank' });
    // Never prefetched or routed by this portal (a 404 where the console shares its origin, item 11).
    expect(link.attribs).not.toHaveProperty('data-router-link');
  });

  it('shows no 控制台 without a configured console', async () => {
    const screen = await header(company, null);
    expect(screen.queryAllByRole('link', { name: /控制台/ })).toEqual([]);
    expect(screen.html).not.toContain('控制台');
  });

  it('keeps the prefix application a page of the portal', async () => {
    const screen = await header(ordinary, 'https://console.example.cn');
    expect(screen.getByRole('link', { name: '标识前缀注册' }).attribs).toMatchObject({ href: '/identification', 'data-router-link': '' });
  });
});
