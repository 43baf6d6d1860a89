import ExcelJS from 'exceljs';
import { zipSync } from 'fflate';
import { exportCells, exportColumns, type BatchResult } from '@/lib/identifier/batch-export';
import { messages } from '@/core/messages';
import { BatchFileError } from './batch-file-error';
import { firstRowsOnly, isSheetPart } from './xlsx-rows';
import { maxUnpackedBytes, unpackedBytes, unpackWithin } from './xlsx-size';

// The XLSX side of the batch page, in a module of its own: exceljs (a kept library, ~250 kB) loads only
// when a person exports an XLSX (batch-lookup.tsx imports this with import()) or uploads one (xlsx.worker.ts
// reads it, or read-xlsx-in-worker.ts's import() where no worker starts).

/** The text of a cell whatever exceljs made of it: rich text, a hyperlink, a formula's result, a number. */
function cellText(value: ExcelJS.CellValue): string {
  if (value == null) return '';
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if ('richText' in value) return value.richText.map((r) => r.text).join('');
  if ('text' in value && typeof value.text === 'string') return value.text;
  if ('result' in value) return cellText((value.result ?? null) as ExcelJS.CellValue);
  return '';
}

/** The first sheet's rows, as text cells; at most `maxRows` rows are read, and no sheet is given to exceljs longer than that. A file that unpacks too large is refused before exceljs opens it. */
export async function readXlsx(data: ArrayBuffer, maxRows = 5_000): Promise<string[][]> {
  const bytes = new Uint8Array(data);
  const parts = unpackedBytes(bytes) > maxUnpackedBytes ? null : unpackWithin(bytes, maxUnpackedBytes);
  if (!parts) throw new BatchFileError('unpackedTooLarge');
  for (const name of Object.keys(parts)) if (isSheetPart(name)) parts[name] = firstRowsOnly(parts[name], maxRows);
  const workbook = new ExcelJS.Workbook();
  // Stored, not deflated: exceljs reads what was counted and has nothing left to inflate.
  await workbook.xlsx.load(zipSync(parts, { level: 0 }).buffer);
  const sheet = workbook.worksheets[0];
  const rows: string[][] = [];
  sheet?.eachRow({ includeEmpty: true }, (row, number) => {
    if (number > maxRows) return;
    const values = Array.isArray(row.values) ? row.values.slice(1) : [];
    rows[number - 1] = values.map((v) => cellText(v as ExcelJS.CellValue));
  });
  return Array.from(rows, (r) => r ?? []);
}

/** The results as an XLSX file: one sheet, a bold header row, links that open the identifier pages. */
export async function writeXlsx(results: readonly BatchResult[]): Promise<Blob> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(messages.batchResultsTitle);
  sheet.columns = exportColumns.map((header, i) => ({ header, width: [24, 36, 32, 48, 56][i] }));
  sheet.getRow(1).font = { bold: true };
  for (const row of results) {
    // Strings are written as strings (never formulas), so company text cannot run in Excel.
    const added = sheet.addRow(exportCells(row));
    if (row.url) added.getCell(5).value = { text: row.url, hyperlink: row.url };
  }
  const buffer = await workbook.xlsx.writeBuffer();
  return new Blob([buffer], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
}
