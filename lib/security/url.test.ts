import { hasValidEscapes, safeReturnPath } from './url';

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
});
