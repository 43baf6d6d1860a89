import { hasValidEscapes, safeMediaUrl, safeReturnPath } from './url';

describe('hasValidEscapes', () => {
  it('accepts encoded Chinese and slashes, refuses broken escapes', () => {
    expect(hasValidEscapes('/product_scene/88.365.1%2FDEMO0001')).toBe(true);
    expect(hasValidEscapes('/news/%E4%B8%AD')).toBe(true);
    expect(hasValidEscapes('/news/%ZZ')).toBe(false);
    expect(hasValidEscapes('/news/%E4%B8')).toBe(false);
  });
});

describe('safeReturnPath', () => {
  it('keeps a path of this site with its query', () => {
    expect(safeReturnPath('/application/list?page=2')).toBe('/application/list?page=2');
  });
  it('refuses other hosts, protocol-relative and odd targets', () => {
    for (const bad of ['https://elsewhere.example/', '//elsewhere.example', '/\\elsewhere.example', 'javascript:alert(1)', '', null, '/\u0000x']) {
      expect(safeReturnPath(bad)).toBe('/home');
    }
  });
  it('refuses a target that the URL parser turns into another host', () => {
    for (const bad of ['/.//evil.example', '/./\\evil.example', '/a/..//evil.example/x', '/%2F/evil.example'.replace('%2F', '/')]) {
      expect(safeReturnPath(bad)).toBe('/home');
    }
  });
  it('is idempotent: what it returns passes it unchanged', () => {
    for (const from of ['/application/list?page=2', '/.//evil.example', '/news/../home#top', '/a/./b', '//x', '/\\y', '/product_scene/88.365.1/DEMO0001']) {
      const once = safeReturnPath(from);
      expect(safeReturnPath(once)).toBe(once);
      expect(once.startsWith('//')).toBe(false);
    }
  });
});

describe('safeMediaUrl', () => {
  it('keeps http(s) addresses and this site\'s paths', () => {
    expect(safeMediaUrl('https://www.example-chengrui.cn')).toBe('https://www.example-chengrui.cn/');
    expect(safeMediaUrl(' /images/identifiers/default.svg ')).toBe('/images/identifiers/default.svg');
  });

  it('drops script, data, protocol-relative and non-string values', () => {
    for (const value of ['javascript:alert(1)', 'JAVASCRIPT:alert(1)', ' javascript:alert(1)', 'data:text/html,<script>', '//evil.example/x.png', '/\\evil.example', 'vbscript:x', 'https://', 42, null]) {
      expect(safeMediaUrl(value)).toBeUndefined();
    }
  });
});
