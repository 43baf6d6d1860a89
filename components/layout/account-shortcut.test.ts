import type { UserSummary } from '@/lib/session/summary';
import { accountShortcut } from './account-shortcut';

const company: UserSummary = { name: 'demo_company', phone: '13800000002', type: 'COMPANY_ADMIN', companyName: '苏州智联精密制造有限公司', prefix: '88.365.1001', examineStatus: 2 };
const ordinary: UserSummary = { ...company, name: 'demo_user', type: 'ORDINARY', prefix: null, companyName: null, examineStatus: null };

describe('accountShortcut', () => {
  it('gives a platform user the console when one is configured', () => {
    expect(accountShortcut(company, 'https://console.example.cn')).toEqual({ label: '控制台', href: 'https://console.example.cn', external: true });
  });

  it('gives a platform user nothing without a configured console: never a link to nowhere', () => {
    expect(accountShortcut(company, null)).toBeNull();
  });

  it('offers everyone else the prefix application, console or not', () => {
    expect(accountShortcut(ordinary, null)).toEqual({ label: '标识前缀注册', href: '/identification', external: false });
  });
});
