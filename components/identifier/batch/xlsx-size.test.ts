import ExcelJS from 'exceljs';
import { Inflate, unzipSync, zipSync } from 'fflate';
import { messages } from '@/core/messages';
import { readXlsx } from './xlsx';
import { maxUnpackedBytes, unpackedBytes, unpackWithin } from './xlsx-size';

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
    expect(unpackedBytes(bomb)).toBe(40 * 1024 * 1024);
    expect(unpackedBytes(bomb)).toBeGreaterThan(maxUnpackedBytes);
  });

  it('inflates nothing to say so: a part whose data could not be inflated is still measured', () => {
    const name = 'xl/worksheets/sheet1.xml';
    const zip = zipSync({ [name]: new Uint8Array(40 * 1024 * 1024) }, { level: 9 });
    // The first byte of the part's deflate stream (after the 30-byte local header and the name) set to a
    // reserved block type: inflating it throws.
    zip[30 + name.length] = 0xff;
    expect(() => unzipSync(zip)).toThrow();
    expect(unpackedBytes(zip)).toBe(40 * 1024 * 1024);
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

/** A ZIP of `parts` whose directory (and local headers) say `named` unpacks to `claimed` bytes. */
function lyingZip(parts: Record<string, Uint8Array>, named: string, claimed: number): Uint8Array {
  const zip = zipSync(parts, { level: 6 });
  const at = new DataView(zip.buffer);
  const name = new TextEncoder().encode(named);
  const namedAt = (offset: number) => name.every((byte, i) => zip[offset + i] === byte);
  for (let i = 0; i + 46 <= zip.length; i++) {
    if (at.getUint32(i, true) === 0x04034b50 && namedAt(i + 30)) at.setUint32(i + 22, claimed, true);
    if (at.getUint32(i, true) === 0x02014b50 && namedAt(i + 46)) at.setUint32(i + 24, claimed, true);
  }
  return zip;
}

describe('the unpacked size of an XLSX whose directory lies', () => {
  const sheet = 'xl/worksheets/sheet1.xml';
  const bomb = lyingZip({ '[Content_Types].xml': new Uint8Array(10), [sheet]: new Uint8Array(64 * 1024 * 1024).fill(60) }, sheet, 1_000);

  it('passes the directory check, but not the count of what is inflated, which stops soon past the limit', () => {
    expect(unpackedBytes(bomb)).toBeLessThan(2_000);
    const pushed = jest.spyOn(Inflate.prototype, 'push');
    try {
      expect(unpackWithin(bomb, maxUnpackedBytes)).toBeNull();
      // 30 of the sheet's 64 MB, and a slice: a little under half of its deflated bytes were inflated.
      const inflated = pushed.mock.calls.reduce((total, [chunk]) => total + chunk.length, 0);
      expect(inflated).toBeLessThan(bomb.length * 0.55);
    } finally {
      pushed.mockRestore();
    }
    expect(unpackWithin(bomb, 100 * 1024 * 1024)?.[sheet]).toHaveLength(64 * 1024 * 1024);
  });

  it('is refused by the batch page, saying why', async () => {
    await expect(readXlsx(bomb.slice().buffer)).rejects.toThrow(messages.batchFileUnpackedTooLarge);
  });

  it('gives back every file of a real XLSX, stored or deflated, as it is (folders are no parts)', async () => {
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('标识').addRow(['88.365.1/DEMO0001']);
    const xlsx = new Uint8Array(await workbook.xlsx.writeBuffer());
    const files = Object.entries(unzipSync(xlsx)).filter(([name]) => !name.endsWith('/'));
    expect(files.length).toBeGreaterThan(5);
    expect(unpackWithin(xlsx, maxUnpackedBytes)).toEqual(Object.fromEntries(files));
    const stored = zipSync({ 'a.xml': new Uint8Array([1, 2, 3]), 'b/': new Uint8Array(0), 'c.xml': [new Uint8Array(70_000).fill(7), { level: 9 }] }, { level: 0 });
    expect(unpackWithin(stored, maxUnpackedBytes)).toEqual({ 'a.xml': new Uint8Array([1, 2, 3]), 'c.xml': new Uint8Array(70_000).fill(7) });
  });

  it('throws for what is no ZIP', () => {
    expect(() => unpackWithin(new TextEncoder().encode('identifier\n88.365.1/A\n'), maxUnpackedBytes)).toThrow();
  });
});
