import { messages } from '@/core/messages';
import { normalizeIdentifierInput, notFoundMessage, parseIdentifierSearch } from './search';

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

describe('the not-found message', () => {
  // Issue 39 item 13: 标识不存在，请检查后再扫码 was never shown; a scan of an unknown code read the search's words.
  it('asks a visitor who scanned the code to check it and scan again', () => {
    expect(notFoundMessage('88.365.1/NOPE0000', null)).toBe('标识不存在，请检查后再扫码');
    expect(notFoundMessage('88.365.1/NOPE0000', '88.365.1/DEMO0001')).toBe(messages.identifierNotExist);
    expect(notFoundMessage(undefined, '88.365.1/NOPE0000')).toBe(messages.identifierNotExist);
  });

  it('asks one who searched for it from the search box to search again', () => {
    expect(notFoundMessage('88.365.1/NOPE0000', '88.365.1/NOPE0000')).toBe('未找到该标识，请检查后重新搜索');
    expect(notFoundMessage('88.365.1/nope0000', '88.365.1/NOPE0000')).toBe(messages.identifierNotFound);
  });
});
