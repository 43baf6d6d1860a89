import { RecentMap } from './recent-map.cjs';

describe('RecentMap', () => {
  it('keeps the most recently set entries, the oldest going first', () => {
    const map = new RecentMap<string, number>(2);
    map.set('a', 1).set('b', 2).set('a', 3).set('c', 4);
    expect([...map]).toEqual([
      ['a', 3],
      ['c', 4],
    ]);
    expect(map.has('b')).toBe(false);
  });

  it('is a Map for everything else', () => {
    const map = new RecentMap<string, number>(3);
    map.set('a', 1);
    map.delete('a');
    expect(map.size).toBe(0);
    expect(map).toBeInstanceOf(Map);
  });
});
