import { emptyQuery, maxPage } from './list-query';
import { parseListQuery } from './parse-list-query';

describe('parseListQuery', () => {
  it('reads every filter, sort, page, size and the search text', () => {
    expect(parseListQuery({ name: ' MES ', l1: '2', l2: '22', l3: '221', source: '0', sort: 'price', order: 'desc', page: '2', size: '12' })).toEqual({
      name: 'MES',
      l1: 2,
      l2: 22,
      l3: 221,
      source: 0,
      sort: 'price',
      order: 'desc',
      page: 2,
      size: 12,
    });
  });

  it('gives the defaults for an empty query: page 1, 9 a page, sort up', () => {
    expect(parseListQuery({})).toEqual(emptyQuery);
  });

  it('ignores values outside their sets', () => {
    const q = parseListQuery({ l1: 'abc', l2: '-4', l3: '1.5', source: '2', sort: 'bogus', order: 'sideways' });
    expect(q).toEqual(emptyQuery);
  });

  it('takes only listed page sizes, else 9', () => {
    for (const size of ['6', '9', '12', '18', '36']) expect(parseListQuery({ size }).size).toBe(Number(size));
    for (const size of ['7', '0', '-9', '1000', 'x', '']) expect(parseListQuery({ size }).size).toBe(9);
  });

  it('clamps negative, zero, fractional and huge pages', () => {
    expect(parseListQuery({ page: '-3' }).page).toBe(1);
    expect(parseListQuery({ page: '0' }).page).toBe(1);
    expect(parseListQuery({ page: '2.7' }).page).toBe(2);
    expect(parseListQuery({ page: '99999' }).page).toBe(99999);
    expect(parseListQuery({ page: '1e12' }).page).toBe(maxPage);
    expect(parseListQuery({ page: 'Infinity' }).page).toBe(1);
    expect(parseListQuery({ page: 'two' }).page).toBe(1);
  });

  it('cuts a 10 kB name to 50 characters', () => {
    const q = parseListQuery({ name: '应'.repeat(10_000) });
    expect(q.name).toHaveLength(50);
  });

  it('uses the first of repeated parameters', () => {
    expect(parseListQuery({ page: ['3', '5'], name: ['a', 'b'] })).toMatchObject({ page: 3, name: 'a' });
  });

  it('forgets a direction without a sort', () => {
    expect(parseListQuery({ order: 'desc' }).order).toBe('asc');
  });
});
