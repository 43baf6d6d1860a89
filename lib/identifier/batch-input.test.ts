import { batchMax, linesOfRows, linesOfText, normalizeBatchEntry, parseCsv, prepareBatch, tooManyMessage } from './batch-input';

describe('batch input', () => {
  it('normalises full-width characters, the Chinese full stop, spaces and zero-width characters', () => {
    expect(normalizeBatchEntry('８８．３６５．１／ＤＥＭＯ０００１')).toBe('88.365.1/DEMO0001');
    expect(normalizeBatchEntry(' 88。365。1 / PART0001\u3000')).toBe('88.365.1/PART0001');
    expect(normalizeBatchEntry('\uFEFF88.365.1/\u200BKIT00001')).toBe('88.365.1/KIT00001');
  });

  it('drops blank lines and duplicates in any letter case, keeps the first spelling and the line numbers', () => {
    const batch = prepareBatch(linesOfText('88.365.1/DEMO0001\r\n\n  \n88.365.1/demo0001\n８８．３６５．１／ＤＥＭＯ０００１\n88.364.7/HAZ00001'));
    expect(batch.identifiers).toEqual(['88.365.1/DEMO0001', '88.364.7/HAZ00001']);
    expect(batch.duplicates).toBe(2);
    expect(batch.invalid).toEqual([]);
  });

  it('lists bad lines with the reason and the line they were on', () => {
    const batch = prepareBatch(linesOfText(['88.365.1/DEMO0001', 'DEMO0001', '88.365.1/产品01', `88.365.1/${'A'.repeat(260)}`, '<script>/x', '88.365.1/'].join('\n')));
    expect(batch.identifiers).toEqual(['88.365.1/DEMO0001']);
    expect(batch.invalid.map((i) => [i.line, i.reason])).toEqual([
      [2, '缺少“/”，标识格式如 88.365.1/DEMO0001'],
      [3, '标识不能包含中文'],
      [4, '标识超过 256 个字符'],
      [5, '标识格式不正确'],
      [6, '标识格式不正确'],
    ]);
    expect(batch.invalid[0].input).toBe('DEMO0001');
  });

  it('takes the first non-empty cell of each row and skips a header row', () => {
    expect(linesOfRows([['标识', '备注'], ['88.365.1/DEMO0001', 'x'], ['', '88.365.1/PART0001'], [], [null, 42]])).toEqual([
      { line: 2, text: '88.365.1/DEMO0001' },
      { line: 3, text: '88.365.1/PART0001' },
      { line: 4, text: '' },
      { line: 5, text: '42' },
    ]);
    expect(linesOfRows([['88.365.1/DEMO0001']])).toEqual([{ line: 1, text: '88.365.1/DEMO0001' }]);
  });

  it('reads CSV: quotes, doubled quotes, line breaks in quotes, a byte-order mark, CRLF, semicolons', () => {
    expect(parseCsv('\uFEFF标识,名称\r\n88.365.1/DEMO0001,"电机, ""伺服"""\r\n"88.365.1/PART0001","多\n行"\n')).toEqual([
      ['标识', '名称'],
      ['88.365.1/DEMO0001', '电机, "伺服"'],
      ['88.365.1/PART0001', '多\n行'],
    ]);
    expect(parseCsv('a;b\nc;d')).toEqual([
      ['a', 'b'],
      ['c', 'd'],
    ]);
    expect(parseCsv('88.365.1/DEMO0001')).toEqual([['88.365.1/DEMO0001']]);
  });

  it(`refuses more than ${batchMax} at once`, () => {
    expect(tooManyMessage(batchMax)).toBeUndefined();
    expect(tooManyMessage(batchMax + 1)).toBe(`一次最多查询 500 个标识，当前 501 个，请分批查询`);
  });
});
