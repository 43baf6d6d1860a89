import type { ComponentType, ReactNode } from 'react';

// Next's router takes every MUI `href` (lib/theme.ts). Here its link marks what it renders, so a test sees
// which links the router would prefetch and route as the portal's own pages.
jest.mock('next/link', () => {
  const { createElement, forwardRef } = jest.requireActual<typeof import('react')>('react');
  const RouterLink = forwardRef<HTMLAnchorElement, Record<string, unknown>>(function RouterLink(props, ref) {
    return createElement('a', { ...props, ref, 'data-router-link': '' });
  });
  return { __esModule: true, default: RouterLink };
});

let render: (node: ReactNode) => ReturnType<typeof import('@/scripts/test/render-html').renderHtml>;
let OrderNotice: typeof import('./order-notice').OrderNotice;
let payResultWays: typeof import('./pay-result-ways').payResultWays;

beforeAll(async () => {
  const { renderHtml } = await import('@/scripts/test/render-html');
  const { ThemeProvider } = await import('@mui/material/styles');
  const { theme } = await import('@/lib/theme');
  const Themed = ThemeProvider as ComponentType<{ theme: typeof theme; children: ReactNode }>;
  render = (node) => renderHtml(<Themed theme={theme}>{node}</Themed>);
  ({ OrderNotice } = await import('./order-notice'));
  ({ payResultWays } = await import('./pay-result-ways'));
});

const consoleOrders = 'https://console.example.cn/order/list';
const result = (ways: ReturnType<typeof payResultWays>) => render(<OrderNotice title="支付结果" severity="success" message="支付成功，应用将在控制台开通" countdown={ways.countdown} actions={ways.actions} />);

describe('the payment result’s ways on (issue 39 item 9)', () => {
  it('counts down 15 seconds to a configured console’s order list, through a plain link', async () => {
    const screen = await result(payResultWays({ consoleOrders, payAgain: null }));
    expect(screen.getByText('15秒后前往控制台订单列表')).toBeTruthy();
    const link = screen.getByRole('link', { name: '前往订单列表' });
    expect(link.attribs.href).toBe(consoleOrders);
    // Another site: never prefetched or routed by this portal (a 404 where it shares the portal's origin, item 11).
    expect(link.attribs).not.toHaveProperty('data-router-link');
    expect(screen.queryAllByRole('link', { name: '返回应用列表' })).toEqual([]);
  });

  it('without a console neither counts down nor links to one, and offers the ways back into the portal', async () => {
    const screen = await result(payResultWays({ consoleOrders: null, payAgain: '/application/payment?orderId=7' }));
    expect(screen.html).not.toMatch(/秒后前往控制台订单列表/);
    expect(screen.queryAllByRole('link', { name: /控制台|前往订单列表/ })).toEqual([]);
    expect(screen.getByRole('link', { name: '返回应用列表' }).attribs.href).toBe('/application/list');
    expect(screen.getByRole('link', { name: '返回支付' }).attribs.href).toBe('/application/payment?orderId=7');
    expect(screen.getByRole('link', { name: '返回首页' }).attribs).toMatchObject({ href: '/home', 'data-router-link': '' });
  });
});
