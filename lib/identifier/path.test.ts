import { identifierFromSegments, identifierPath } from './path';

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
});
