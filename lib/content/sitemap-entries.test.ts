import { gatewayDate, marketEntries, staticEntries } from './sitemap-entries';

describe('sitemap entries', () => {
  it('reads gateway timestamps as Beijing time and never invents a date', () => {
    expect(gatewayDate('2022-02-14 10:00:00')?.toISOString()).toBe('2022-02-14T02:00:00.000Z');
    expect(gatewayDate('2026-01-12T10:00:00.000Z')?.toISOString()).toBe('2026-01-12T10:00:00.000Z');
    expect(gatewayDate('')).toBeUndefined();
    expect(gatewayDate('soon')).toBeUndefined();
    expect(gatewayDate(42)).toBeUndefined();
  });

  it('lists content pages, 12 news items, 11 solutions and 7 cases under the site URL, each dated', () => {
    const entries = staticEntries('https://id.example.cn');
    const paths = entries.map((e) => new URL(e.url).pathname);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths.filter((p) => p.startsWith('/news/detail/'))).toHaveLength(12);
    expect(paths.filter((p) => p.startsWith('/solution/'))).toHaveLength(11);
    expect(paths.filter((p) => p.startsWith('/cooperation_case/detail/'))).toHaveLength(7);
    expect(paths).toEqual(expect.arrayContaining(['/home', '/introduce', '/news', '/solution', '/cooperation_case', '/ecology', '/identification', '/new_identification', '/special', '/smartexpo']));
    for (const e of entries) {
      expect(e.url.startsWith('https://id.example.cn/')).toBe(true);
      expect(String(e.lastModified)).toMatch(/^20\d{2}-\d{2}-\d{2}$/);
    }
  });

  it('lists the marketplace home and list, dated by the newest product when known', () => {
    const when = new Date('2026-01-12T02:00:00Z');
    expect(marketEntries('https://id.example.cn', when).map((e) => [e.url, e.lastModified])).toEqual([
      ['https://id.example.cn/application', when],
      ['https://id.example.cn/application/list', when],
    ]);
    expect(marketEntries('https://id.example.cn')[0].lastModified).toBeUndefined();
  });
});
