import { canonicalIdentifierPath, identifierFromPathname, identifierFromSegments, identifierPath } from './path';

describe('identifier paths', () => {
  it('keeps the slash and escapes the rest', () => {
    expect(identifierPath('88.365.1/DEMO0001')).toBe('/product_scene/88.365.1/DEMO0001');
    expect(identifierPath('88.365.1/A B#?')).toBe('/product_scene/88.365.1/A%20B%23%3F');
  });
  it('reads catch-all segments back, refusing broken escapes', () => {
    expect(identifierFromSegments(['88.365.1', 'DEMO0001'])).toBe('88.365.1/DEMO0001');
    expect(identifierFromSegments(['88.365.1%2FDEMO0001'])).toBe('88.365.1/DEMO0001');
    expect(identifierFromSegments(['%ZZ'])).toBeUndefined();
  });
  it('sends another ASCII casing to the stored spelling, nothing else', () => {
    expect(canonicalIdentifierPath('88.365.1/demo0001', '88.365.1/DEMO0001')).toBe('/product_scene/88.365.1/DEMO0001');
    expect(canonicalIdentifierPath('88.365.1/DEMO0001', '88.365.1/DEMO0001')).toBeUndefined();
    expect(canonicalIdentifierPath('88.365.1/OTHER01', '88.365.1/DEMO0001')).toBeUndefined();
  });
  it('reads the looked-up identifier from a page address', () => {
    expect(identifierFromPathname('/product_scene/88.365.1/nope0000')).toBe('88.365.1/nope0000');
    expect(identifierFromPathname('/product_scene/88.365.1%2FA%20B')).toBe('88.365.1/A B');
    expect(identifierFromPathname('/product_scene/%ZZ')).toBeUndefined();
    expect(identifierFromPathname('/product_scene')).toBeUndefined();
    expect(identifierFromPathname('/home')).toBeUndefined();
  });
});
