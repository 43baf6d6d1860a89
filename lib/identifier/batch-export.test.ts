import { batchCsv, exportFileName, inertCell, recallStatusText, type BatchResult } from './batch-export';

const kit: BatchResult = {
  identifier: '88.365.1/KIT00001',
  status: 'found',
  name: '泵站智能驱动成套装置 CR-PSK-75',
  company: '江苏澄锐智能驱动科技股份有限公司',
  recalled: false,
  recallTime: null,
  recalledParts: [{ identifier: '88.365.1/DEMO0001', name: '永磁交流伺服电机 CR-SM130-15', recallTime: '2025-11-18' }],
  url: 'https://example.cn/product_scene/88.365.1/KIT00001',
  message: null,
};

describe('batch export', () => {
  it('says the recall status in words: own recall, recalled parts, neither, not found, failed', () => {
    expect(recallStatusText(kit)).toBe('含召回部件：永磁交流伺服电机 CR-SM130-15（88.365.1/DEMO0001，2025-11-18）');
    expect(recallStatusText({ ...kit, recalled: true, recallTime: '2025-11-18', recalledParts: [] })).toBe('已召回（召回时间 2025-11-18）');
    expect(recallStatusText({ ...kit, recalledParts: [] })).toBe('未召回');
    expect(recallStatusText({ ...kit, status: 'not-found' })).toBe('未找到该标识');
    expect(recallStatusText({ ...kit, status: 'failed', message: null })).toBe('查询失败，请稍后重试');
  });

  it('writes CSV with a byte-order mark, CRLF, quoted cells and inert formulas', () => {
    const csv = batchCsv([kit, { ...kit, identifier: '88.365.1/X', name: '=HYPERLINK("http://evil","点我")', company: 'a,b' }]);
    expect(csv.startsWith('\uFEFF标识,名称,企业,召回状态,链接\r\n')).toBe(true);
    expect(csv).toContain('88.365.1/KIT00001,泵站智能驱动成套装置 CR-PSK-75,江苏澄锐智能驱动科技股份有限公司,');
    expect(csv).toContain(`"'=HYPERLINK(""http://evil"",""点我"")","a,b"`);
    expect(csv.endsWith('\r\n')).toBe(true);
    expect(inertCell('-1')).toBe("'-1");
    expect(inertCell('88.365.1/A')).toBe('88.365.1/A');
  });

  it('neutralises a formula behind whitespace, control, no-break and zero-width characters, as spreadsheets skip them', () => {
    const hidden = [' ', '  ', '\n', '\r\n', '\u000b', '\u0000', '\u001f', '\u00a0', '\u3000', '\u2007', '\u200b', '\u200c', '\u200d', '\u200e', '\u2060', '\ufeff', '\u00ad', ' \u200b\u00a0\t'];
    for (const lead of hidden) {
      for (const formula of ['=1+1', '+1+1', '-1+1', '@SUM(A1)']) expect({ lead, cell: inertCell(`${lead}${formula}`) }).toEqual({ lead, cell: `'${lead}${formula}` });
    }
    // A tab or a return first is neutralised whatever follows, as before.
    expect(inertCell('\tplain')).toBe("'\tplain");
    expect(inertCell('\rplain')).toBe("'\rplain");
    // Anything else keeps its text exactly, leading spaces included.
    for (const text of ['88.365.1/A', ' 88.365.1/A', '\u00a0永磁电机', '\u200b江苏澄锐', 'a=1', '１＝１', '']) expect(inertCell(text)).toBe(text);
    expect(batchCsv([{ ...kit, name: '\u200b=HYPERLINK("http://evil")' }])).toContain(`"'\u200b=HYPERLINK(""http://evil"")"`);
  });

  it('names the file by Beijing time', () => {
    expect(exportFileName('xlsx', new Date('2026-11-25T16:30:00Z'))).toBe('批量标识查询-20261126-0030.xlsx');
  });
});
