import { emptyQuery, listHref, searchBody, sortChange, withChange } from './list-query';
import { parseListQuery } from './parse-list-query';

describe('listHref', () => {
  it('leaves defaults out, so one list has one address', () => {
    expect(listHref(emptyQuery)).toBe('/application/list');
    expect(listHref({ ...emptyQuery, sort: 'time' })).toBe('/application/list?sort=time');
  });

  it('round-trips through the parser', () => {
    const q = parseListQuery({ name: '追溯 系统', l1: '4', source: '1', sort: 'price', order: 'desc', page: '2', size: '6' });
    const href = listHref(q);
    expect(href).toBe('/application/list?name=%E8%BF%BD%E6%BA%AF+%E7%B3%BB%E7%BB%9F&l1=4&source=1&sort=price&order=desc&page=2&size=6');
    expect(parseListQuery(Object.fromEntries(new URL(href, 'http://x').searchParams))).toEqual(q);
  });
});

describe('changes', () => {
  it('start again from page 1', () => {
    expect(withChange({ ...emptyQuery, page: 4 }, { source: 1 }).page).toBe(1);
  });

  it('start a new sort up and turn the current one around', () => {
    expect(sortChange(emptyQuery, 'price')).toEqual({ sort: 'price', order: 'asc' });
    expect(sortChange({ ...emptyQuery, sort: 'price', order: 'asc' }, 'price')).toEqual({ sort: 'price', order: 'desc' });
    expect(sortChange({ ...emptyQuery, sort: 'price', order: 'desc' }, 'price')).toEqual({ sort: 'price', order: 'asc' });
    expect(sortChange({ ...emptyQuery, sort: 'price', order: 'desc' }, 'time')).toEqual({ sort: 'time', order: 'asc' });
  });
});

describe('searchBody', () => {
  it('sends only what is chosen, with the sort under its own field', () => {
    expect(searchBody(emptyQuery, undefined)).toEqual({ current: 1, size: 9 });
    expect(searchBody({ ...emptyQuery, name: 'ERP', source: 0, sort: 'time', order: 'desc', page: 3 }, 23)).toEqual({
      current: 3,
      size: 9,
      productClassifyId: 23,
      appOriginal: 0,
      sortSellTime: 'desc',
      name: 'ERP',
    });
  });
});
