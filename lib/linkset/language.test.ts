import { languageOf } from './language';

describe('the language of a linkset’s titles', () => {
  it('follows ?lang= first', () => {
    expect(languageOf('en', 'zh-CN')).toBe('en');
    expect(languageOf('zh-Hans', 'en')).toBe('zh');
  });

  it('then the first of Chinese and English by weight in Accept-Language', () => {
    expect(languageOf(null, 'en-US,en;q=0.9,zh;q=0.8')).toBe('en');
    expect(languageOf(null, 'fr;q=1,zh-CN;q=0.5,en;q=0.4')).toBe('zh');
    expect(languageOf(null, 'de,en;q=0.3')).toBe('en');
  });

  it('is Chinese when nothing says otherwise', () => {
    expect(languageOf(null, null)).toBe('zh');
    expect(languageOf(null, 'fr,de')).toBe('zh');
    expect(languageOf(null, 'en;q=0')).toBe('zh');
  });
});
