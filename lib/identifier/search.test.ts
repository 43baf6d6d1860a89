import { normalizeIdentifierInput, parseIdentifierSearch } from './search';

describe('identifier search', () => {
  it('accepts the 88.365 form, trimmed', () => {
    expect(parseIdentifierSearch('  88.365.1/DEMO0001 ')).toBe('88.365.1/DEMO0001');
  });

  it('normalises full-width characters and stray spaces from a Chinese keyboard', () => {
    expect(parseIdentifierSearch('８８．３６５．１／DEMO0001')).toBe('88.365.1/DEMO0001');
    expect(parseIdentifierSearch('88.365.1 / DEMO 0001')).toBe('88.365.1/DEMO0001');
    expect(parseIdentifierSearch('88。365。1／ＤＥＭＯ０００１')).toBe('88.365.1/DEMO0001');
    expect(normalizeIdentifierInput('\u3000８８')).toBe('88');
  });

  it('refuses what breaks the rule', () => {
    for (const bad of ['', '88.365.1', '88.365.1/', '88.365.1/A', '88.364.7/HAZ00001', '88.365.1/产品01', '88.365.x/DEMO', '<script>/xx', '88.365.1/DEMO-0001']) {
      expect({ bad, parsed: parseIdentifierSearch(bad) }).toEqual({ bad, parsed: undefined });
    }
  });
});
