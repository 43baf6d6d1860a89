import { format } from '@/core/messages/format';
import { batchMessages } from '@/core/messages/batch';
import { normalizeIdentifierInput } from './search';
import { maxIdentifierLength, validIdentifier } from './validate';

// What a person pastes or uploads for a batch lookup, turned into identifiers to resolve (issue 18
// item 2): the same rules in the browser (to list bad lines before anything is sent) and in
// POST /api/identifier/batch (which trusts nothing). Pure, so both sides and the tests share it.

/** The most identifiers one batch resolves. */
export const batchMax = 500;

/** One line (a pasted line or a sheet's row), numbered from 1 as the person sees it. */
export interface BatchLine {
  line: number;
  text: string;
}

export interface InvalidLine {
  line: number;
  input: string;
  reason: string;
}

export interface PreparedBatch {
  /** Valid, normalised, first spelling of each (letter case does not make another identifier). */
  identifiers: string[];
  invalid: InvalidLine[];
  duplicates: number;
}

/** Full-width characters become ASCII, 。 a dot, spaces anywhere and zero-width characters go. */
export function normalizeBatchEntry(raw: string): string {
  return normalizeIdentifierInput(raw.replace(/[\u200B-\u200D\u2060\uFEFF]/g, ''));
}

/** Why an entry is not an identifier, or undefined when it is one. */
export function invalidReason(entry: string): string | undefined {
  if (validIdentifier(entry)) return undefined;
  if (entry.length > maxIdentifierLength) return batchMessages.batchReasonTooLong;
  if (/[\u3400-\u9fff]/.test(entry)) return batchMessages.batchReasonChinese;
  if (!entry.includes('/')) return batchMessages.batchReasonNoSlash;
  return batchMessages.batchReasonFormat;
}

/** Pasted text: one identifier a line; blank lines are skipped but keep the numbering. */
export function linesOfText(text: string): BatchLine[] {
  return text.split(/\r\n|\r|\n/).map((line, i) => ({ line: i + 1, text: line }));
}

const headerCell = /^(标识|标识编码|标识码|identifier|handle)$/i;

/**
 * A sheet's rows (CSV or XLSX): the first non-empty cell of each row. A first row that names the column
 * (标识, identifier …) is a header, not a bad line.
 */
export function linesOfRows(rows: readonly (readonly unknown[])[]): BatchLine[] {
  const lines = rows.map((cells, i) => ({ line: i + 1, text: String(cells.find((c) => c != null && String(c).trim() !== '') ?? '') }));
  if (lines.length > 0 && headerCell.test(normalizeBatchEntry(lines[0].text))) lines.shift();
  return lines;
}

/** Normalises, drops blanks and duplicates (any letter case), and lists the lines that are not identifiers. */
export function prepareBatch(lines: readonly BatchLine[]): PreparedBatch {
  const seen = new Set<string>();
  const identifiers: string[] = [];
  const invalid: InvalidLine[] = [];
  let duplicates = 0;
  for (const { line, text } of lines) {
    const entry = normalizeBatchEntry(text);
    if (!entry) continue;
    const reason = invalidReason(entry);
    if (reason) {
      invalid.push({ line, input: text.trim().slice(0, 300), reason });
      continue;
    }
    const key = entry.toLowerCase();
    if (seen.has(key)) duplicates += 1;
    else {
      seen.add(key);
      identifiers.push(entry);
    }
  }
  return { identifiers, invalid, duplicates };
}

/** The refusal of a batch over the limit, or undefined. */
export function tooManyMessage(count: number): string | undefined {
  return count > batchMax ? format(batchMessages.batchTooMany, { max: batchMax, count }) : undefined;
}

/**
 * CSV text as rows of cells (RFC 4180: quoted cells may hold commas, quotes doubled, line breaks).
 * A leading byte-order mark is dropped; a semicolon or tab separates when the first line has no comma.
 */
export function parseCsv(text: string): string[][] {
  const body = text.replace(/^\uFEFF/, '');
  const firstLine = body.split(/\r?\n/, 1)[0] ?? '';
  const separator = firstLine.includes(',') ? ',' : firstLine.includes('\t') ? '\t' : firstLine.includes(';') ? ';' : ',';
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < body.length; i += 1) {
    const c = body[i];
    if (quoted) {
      if (c === '"' && body[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"' && cell === '') quoted = true;
    else if (c === separator) {
      row.push(cell);
      cell = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && body[i + 1] === '\n') i += 1;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += c;
  }
  if (cell !== '' || row.length > 0) {
    row.push(cell);
    rows.push(row);
  }
  return rows;
}
