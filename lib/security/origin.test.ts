import { isSameSiteRequest, type RequestSource } from './origin';

const base: RequestSource = { method: 'POST', origin: null, fetchSite: null, host: 'id.example.cn', siteUrl: 'https://id.example.cn' };

describe('isSameSiteRequest', () => {
  it('lets reads through whatever their origin', () => {
    expect(isSameSiteRequest({ ...base, method: 'GET', origin: 'http://evil.example', fetchSite: 'cross-site' })).toBe(true);
  });

  it('takes a write from this site, by its public address or the address it was sent to', () => {
    expect(isSameSiteRequest({ ...base, origin: 'https://id.example.cn' })).toBe(true);
    expect(isSameSiteRequest({ ...base, host: '127.0.0.1:3100', origin: 'http://127.0.0.1:3100' })).toBe(true);
  });

  it('refuses a write from another site, a sibling subdomain or an opaque origin', () => {
    expect(isSameSiteRequest({ ...base, origin: 'http://evil.example', fetchSite: 'cross-site' })).toBe(false);
    expect(isSameSiteRequest({ ...base, origin: 'https://shop.id.example.cn', fetchSite: 'same-site' })).toBe(false);
    expect(isSameSiteRequest({ ...base, origin: 'null' })).toBe(false);
    expect(isSameSiteRequest({ ...base, method: 'delete', origin: 'https://id.example.cn.evil.example' })).toBe(false);
  });

  it('falls back to Sec-Fetch-Site when there is no Origin', () => {
    expect(isSameSiteRequest({ ...base, fetchSite: 'cross-site' })).toBe(false);
    expect(isSameSiteRequest({ ...base, fetchSite: 'same-site' })).toBe(false);
    expect(isSameSiteRequest({ ...base, fetchSite: 'same-origin' })).toBe(true);
  });

  it('lets a request from no browser through: it carries no visitor cookie by accident', () => {
    expect(isSameSiteRequest(base)).toBe(true);
  });
});
