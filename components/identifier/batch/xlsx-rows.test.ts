import ExcelJS from 'exceljs';
import { unzipSync, zipSync } from 'fflate';
import { firstRowsOnly, isSheetPart } from './xlsx-rows';
import { readXlsx } from './xlsx';

const bytes = (text: string) => new TextEncoder().encode(text);
const text = (data: Uint8Array) => new TextDecoder().decode(data);

describe('firstRowsOnly', () => {
  it('keeps the first rows and all that follows the sheet’s data, in another writer’s prefixed tags and self-closing rows too', () => {
    const sheet = '<x:worksheet xmlns:x="m"><x:sheetData><x:row r="1"><x:c><x:v>1</x:v></x:c></x:row><x:row r="2"/>'
      + '<x:row r="3"><x:c><x:v>3</x:v></x:c></x:row ></x:sheetData><x:mergeCells count="1"/></x:worksheet>';
    expect(text(firstRowsOnly(bytes(sheet), 2))).toBe('<x:worksheet xmlns:x="m"><x:sheetData><x:row r="1"><x:c><x:v>1</x:v></x:c></x:row><x:row r="2"/></x:sheetData><x:mergeCells count="1"/></x:worksheet>');
  });

  it('leaves Chinese text whole, byte for byte', () => {
    const sheet = '<worksheet><sheetData><row><c t="inlineStr"><is><t>泵站驱动装置</t></is></c></row><row><c><v>2</v></c></row></sheetData></worksheet>';
    expect(text(firstRowsOnly(bytes(sheet), 1))).toBe('<worksheet><sheetData><row><c t="inlineStr"><is><t>泵站驱动装置</t></is></c></row></sheetData></worksheet>');
  });

  it('gives back a sheet of no more rows, and one whose data has no end, as it is', () => {
    const short = bytes('<worksheet><sheetData><row><c><v>1</v></c></row></sheetData></worksheet>');
    expect(firstRowsOnly(short, 1)).toBe(short);
    expect(firstRowsOnly(short, 5)).toBe(short);
    const broken = bytes('<worksheet><sheetData><row/><row/><row/>');
    expect(firstRowsOnly(broken, 2)).toBe(broken);
  });

  it('knows a sheet from the other parts of the archive', () => {
    expect(isSheetPart('xl/worksheets/sheet1.xml')).toBe(true);
    expect(isSheetPart('xl/worksheets/_rels/sheet1.xml.rels')).toBe(false);
    expect(isSheetPart('xl/sharedStrings.xml')).toBe(false);
  });
});

describe('readXlsx of a sheet longer than it reads', () => {
  /** A sheet as Excel leaves one: shared strings, a merge and a link below the rows read, a second sheet. */
  async function longWorkbook(rows: number): Promise<ArrayBuffer> {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('标识');
    sheet.addRow(['标识', '名称']);
    for (let i = 1; i < rows; i++) sheet.addRow([`88.365.1/N${i}`, `产品 ${i}`]);
    sheet.mergeCells(`B${rows - 1}:C${rows - 1}`);
    sheet.getCell(`D${rows}`).value = { text: '链接', hyperlink: 'https://example.com/' };
    book.addWorksheet('其他').addRow(['x']);
    return (await book.xlsx.writeBuffer()) as ArrayBuffer;
  }

  it('reads the same first rows as from the whole sheet, and exceljs is handed only those', async () => {
    const file = await longWorkbook(300);
    const whole = await readXlsx(file.slice(0), 1_000);
    expect(whole).toHaveLength(300);
    expect(await readXlsx(file.slice(0), 120)).toEqual(whole.slice(0, 120));

    const sheet = unzipSync(new Uint8Array(file))['xl/worksheets/sheet1.xml'];
    const cut = text(firstRowsOnly(sheet, 120));
    expect(cut.match(/<\/row>/g)).toHaveLength(120);
    expect(cut).toContain('<mergeCell ref="B299:C299"/>');
    expect(cut.length).toBeLessThan(text(sheet).length / 2);
  });

  it('never opens what lies past the rows it reads: a sheet broken below them is read', async () => {
    const parts = unzipSync(new Uint8Array(await longWorkbook(300)));
    const sheet = text(parts['xl/worksheets/sheet1.xml']);
    const row200 = sheet.indexOf('<row r="200"');
    parts['xl/worksheets/sheet1.xml'] = bytes(`${sheet.slice(0, row200)}<row r="200"><c><v>1</c></row>${sheet.slice(row200)}`);
    const broken = zipSync(parts).slice().buffer;
    await expect(readXlsx(broken.slice(0), 1_000)).rejects.toThrow();
    expect((await readXlsx(broken.slice(0), 120)).slice(118)).toEqual([['88.365.1/N118', '产品 118'], ['88.365.1/N119', '产品 119']]);
  });
});
