import { pageFromParam, pageHref, paginate } from './paging';

describe('paging', () => {
  it('splits into pages of the given size, the last one shorter', () => {
    expect(paginate([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect(paginate([], 4)).toEqual([[]]);
  });

  it('reads ?page= leniently: out-of-range and junk land on a real page', () => {
    expect(pageFromParam('2', 3)).toBe(2);
    expect(pageFromParam(null, 3)).toBe(1);
    expect(pageFromParam('0', 3)).toBe(1);
    expect(pageFromParam('-4', 3)).toBe(1);
    expect(pageFromParam('abc', 3)).toBe(1);
    expect(pageFromParam('99', 3)).toBe(3);
    expect(pageFromParam('2', 0)).toBe(1);
  });

  it('gives page 1 the bare address', () => {
    expect(pageHref('/news', 1)).toBe('/news');
    expect(pageHref('/news', 3)).toBe('/news?page=3');
  });
});
