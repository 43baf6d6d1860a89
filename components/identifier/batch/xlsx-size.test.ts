import ExcelJS from 'exceljs';
import { zipSync } from 'fflate';
import { messages } from '@/core/messages';
import { readXlsx } from './xlsx';
import { maxUnpackedBytes, unpackedBytes } from './xlsx-size';

describe('the unpacked size of an XLSX, read before it is opened', () => {
  it('adds up what every part unpacks to, without inflating any', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('标识');
    for (let i = 0; i < 5_000; i++) sheet.addRow([`88.365.1/SN${String(i).padStart(9, '0')}`]);
    const xlsx = new Uint8Array(await workbook.xlsx.writeBuffer());
    const size = unpackedBytes(xlsx);
    expect(size).toBeGreaterThan(xlsx.length);
    expect(size).toBeLessThan(2 * 1024 * 1024);
  });

  it('sees a bomb for what it is: 40 MB of zeros in a file of kilobytes', () => {
    const bomb = zipSync({ 'xl/worksheets/sheet1.xml': new Uint8Array(40 * 1024 * 1024) }, { level: 9 });
    expect(bomb.length).toBeLessThan(200 * 1024);
    const started = performance.now();
    expect(unpackedBytes(bomb)).toBe(40 * 1024 * 1024);
    expect(unpackedBytes(bomb)).toBeGreaterThan(maxUnpackedBytes);
    // Nothing was inflated: far quicker than unpacking 40 MB.
    expect(performance.now() - started).toBeLessThan(50);
  });

  it('lets the batch page refuse such a file unopened, saying why, and read a real one', async () => {
    const bomb = zipSync({ '[Content_Types].xml': new Uint8Array(10), 'xl/worksheets/sheet1.xml': new Uint8Array(40 * 1024 * 1024) }, { level: 9 });
    await expect(readXlsx(bomb.slice().buffer)).rejects.toThrow(messages.batchFileUnpackedTooLarge);
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('标识').addRow(['88.365.1/DEMO0001']);
    expect(await readXlsx(await workbook.xlsx.writeBuffer())).toEqual([['88.365.1/DEMO0001']]);
  });

  it('throws for what is no ZIP', () => {
    expect(() => unpackedBytes(new TextEncoder().encode('identifier\n88.365.1/A\n'))).toThrow();
  });
});
