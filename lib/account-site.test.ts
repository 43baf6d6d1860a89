import { accountSiteUrl, portalSubsystem } from './account-site';

describe('account-site link', () => {
  it('carries backUrl, subCode and subName, encoded', () => {
    const href = accountSiteUrl('https://account.example.cn/login', { backUrl: 'https://portal.example.cn/identification?x=1&y=二' });
    const url = new URL(href);
    expect(url.origin + url.pathname).toBe('https://account.example.cn/login');
    expect(url.searchParams.get('backUrl')).toBe('https://portal.example.cn/identification?x=1&y=%E4%BA%8C');
    expect(url.searchParams.get('subCode')).toBe(portalSubsystem.subCode);
    expect(url.searchParams.get('subName')).toBe(portalSubsystem.subName);
    expect(url.searchParams.has('mode')).toBe(false);
    expect(href).not.toContain('二');
  });

  it('builds a register link and keeps the base address’s own query', () => {
    const url = new URL(accountSiteUrl('https://account.example.cn/sso?tenant=7', { backUrl: 'http://127.0.0.1:3000/home', subCode: 'mkt', subName: '应用市场', mode: 'register' }));
    expect(url.searchParams.get('tenant')).toBe('7');
    expect(url.searchParams.get('mode')).toBe('register');
    expect(url.searchParams.get('subCode')).toBe('mkt');
    expect(url.searchParams.get('subName')).toBe('应用市场');
  });

  it('stays on this portal, at whatever address it is reached, when no account site is configured', () => {
    const href = accountSiteUrl('/login', { backUrl: 'http://127.0.0.1:3425/identification' });
    expect(href.startsWith('/login?')).toBe(true);
    expect(new URL(href, 'http://127.0.0.1:3425').searchParams.get('backUrl')).toBe('http://127.0.0.1:3425/identification');
  });

  it('drops a backUrl that is not an http(s) address', () => {
    for (const backUrl of ['javascript:alert(1)', '/relative', 'not a url']) {
      expect(new URL(accountSiteUrl('https://account.example.cn/login', { backUrl })).searchParams.has('backUrl')).toBe(false);
    }
  });
});
