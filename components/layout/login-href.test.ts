import { loginHref } from './login-href';

describe('loginHref', () => {
  it('carries the current page and its query', () => {
    expect(loginHref('/application/list', 'keyword=追溯')).toBe(
      `/login?from=${encodeURIComponent('/application/list?keyword=追溯')}`,
    );
    expect(loginHref('/news', '')).toBe('/login?from=%2Fnews');
  });

  it('opens the register panel on request', () => {
    expect(loginHref('/home', '', 'register')).toBe('/login?from=%2Fhome&mode=register');
  });

  it('adds no way back to the login page itself', () => {
    expect(loginHref('/login', 'from=%2Fnews')).toBe('/login');
    expect(loginHref(null, '')).toBe('/login');
  });
});
