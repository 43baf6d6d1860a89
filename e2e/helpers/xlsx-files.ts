import { crc32, deflateRawSync } from 'node:zlib';
import ExcelJS from 'exceljs';
import { unzipSync } from 'fflate';

// XLSX files for the batch page's upload that no spreadsheet program writes: one whose ZIP directory lies
// about how large its sheet unpacks, and one just under the page's 30 MB unpacked cap.

const sheetPath = 'xl/worksheets/sheet1.xml';
const sheetStart = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>';
const sheetEnd = '</sheetData></worksheet>';

type Part = { name: string; data: Uint8Array; declared?: number };

/** A ZIP written field by field, so that it can lie: a part's headers declare `declared` bytes unpacked when given. */
function zipOf(parts: Part[]): Buffer {
  const files: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const { name, data, declared = data.length } of parts) {
    const fileName = Buffer.from(name);
    const packed = deflateRawSync(data, { level: 6 });
    // Version 2.0, deflated, then the CRC and both sizes: the same in the local header and the directory entry.
    const sizes = Buffer.alloc(16);
    sizes.writeUInt16LE(8, 0);
    sizes.writeUInt32LE(crc32(data), 4);
    sizes.writeUInt32LE(packed.length, 8);
    sizes.writeUInt32LE(declared, 12);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    sizes.copy(local, 8, 0, 2);
    sizes.copy(local, 14, 4, 16);
    local.writeUInt16LE(fileName.length, 26);
    const entry = Buffer.alloc(46);
    entry.writeUInt32LE(0x02014b50, 0);
    entry.writeUInt16LE(20, 4);
    entry.writeUInt16LE(20, 6);
    sizes.copy(entry, 10, 0, 2);
    sizes.copy(entry, 16, 4, 16);
    entry.writeUInt16LE(fileName.length, 28);
    entry.writeUInt32LE(offset, 42);
    files.push(local, fileName, packed);
    directory.push(entry, fileName);
    offset += local.length + fileName.length + packed.length;
  }
  const central = Buffer.concat(directory);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(central.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...files, central, end]);
}

/** The parts of a one-sheet workbook exceljs writes, its sheet replaced by `sheet` (declaring `declared` bytes). */
async function workbookWith(sheet: Uint8Array, declared?: number): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  book.addWorksheet('标识').addRow(['88.365.1/DEMO0001']);
  const parts = Object.entries(unzipSync(new Uint8Array(await book.xlsx.writeBuffer())))
    .filter(([name]) => !name.endsWith('/'))
    .map(([name, data]): Part => (name === sheetPath ? { name, data: sheet, declared } : { name, data }));
  return zipOf(parts);
}

/** An XLSX of under a megabyte whose directory says its sheet unpacks to 1,000 bytes; it inflates to `bytes` of rows. */
export async function lyingXlsx(bytes: number): Promise<Buffer> {
  const row = '<row><c t="inlineStr"><is><t>88.365.1/DEMO0001</t></is></c></row>';
  return workbookWith(Buffer.concat([Buffer.from(sheetStart), Buffer.alloc(bytes, row), Buffer.from(sheetEnd)]), 1_000);
}

/**
 * An honest XLSX of `rows` rows (identifier 88.365.1/N<row>, then nineteen numbers), about 580 bytes a row:
 * 50,000 rows unpack to 28 MB, under the page's 30 MB cap; the page reads the first 5,000 (xlsx-rows.ts).
 */
export async function wideXlsx(rows: number): Promise<Buffer> {
  const numbers = Array.from({ length: 19 }, (_, i) => String.fromCharCode(66 + i));
  const lines = [sheetStart];
  for (let r = 1; r <= rows; r++) {
    lines.push(`<row r="${r}"><c r="A${r}" t="inlineStr"><is><t>88.365.1/N${r}</t></is></c>${numbers.map((column) => `<c r="${column}${r}"><v>${r}</v></c>`).join('')}</row>`);
  }
  lines.push(sheetEnd);
  return workbookWith(Buffer.from(lines.join('')));
}
