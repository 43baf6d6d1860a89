import { returnOrigin } from './return-origin';

describe('returnOrigin', () => {
  it('follows the address the browser used, whatever SITE_URL says', () => {
    expect(returnOrigin('http://127.0.0.1:3425', 'http://localhost:3000')).toBe('http://127.0.0.1:3425');
    expect(returnOrigin('https://id.example.cn', 'https://id.example.cn/')).toBe('https://id.example.cn');
  });

  it('falls back to SITE_URL without a usable Origin', () => {
    expect(returnOrigin(null, 'https://id.example.cn/base')).toBe('https://id.example.cn');
    expect(returnOrigin('null', 'http://localhost:3000')).toBe('http://localhost:3000');
    expect(returnOrigin('not a url', 'http://localhost:3000')).toBe('http://localhost:3000');
    expect(returnOrigin('javascript:alert(1)', 'http://localhost:3000')).toBe('http://localhost:3000');
  });
});
