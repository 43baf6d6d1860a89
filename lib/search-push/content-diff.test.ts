import { changedContent } from './content-diff';

describe('changed content', () => {
  const queued = new Map([
    ['https://s/news/detail/1', '2024-01-01'],
    ['https://s/application', '2026-01-12T02:00:00.000Z'],
  ]);

  it('is what is new or has another lastmod than when it was last queued', () => {
    expect(
      changedContent(
        [
          { url: 'https://s/news/detail/1', lastModified: '2024-01-01' },
          { url: 'https://s/news/detail/2', lastModified: '2024-02-01' },
          { url: 'https://s/application', lastModified: new Date('2026-02-01T02:00:00Z') },
        ],
        queued,
      ),
    ).toEqual({ 'https://s/news/detail/2': '2024-02-01', 'https://s/application': '2026-02-01T02:00:00.000Z' });
  });

  it('sends an undated page once, and takes a date gone missing (the gateway did not answer) for no change', () => {
    expect(changedContent([{ url: 'https://s/application' }, { url: 'https://s/application/list' }], queued)).toEqual({ 'https://s/application/list': '' });
    expect(changedContent([{ url: 'https://s/application/list' }], new Map([['https://s/application/list', '']]))).toEqual({});
  });
});
