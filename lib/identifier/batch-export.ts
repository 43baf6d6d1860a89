import { format } from '@/core/messages/format';
import { batchMessages } from '@/core/messages/batch';

// The batch table as text, for the page and both exports (issue 18 item 2). Pure: the page imports it,
// the tests pin it, and the XLSX writer (loaded only when asked for) takes the same cells.

/** One identifier of a batch, as POST /api/identifier/batch answers it (lib/identifier/batch.ts) and the page shows it. */
export interface BatchResult {
  identifier: string;
  status: 'found' | 'not-found' | 'failed';
  name: string | null;
  company: string | null;
  /** The item itself is in its company's recall list. */
  recalled: boolean;
  recallTime: string | null;
  /** Recalled identifiers among its traced parts (decision 0036). */
  recalledParts: { identifier: string; name: string | null; recallTime: string | null }[];
  url: string | null;
  /** Why there is no data (not found, or the gateway's failure), in Chinese. */
  message: string | null;
}

/** Recall status in words: the item's own recall, then its recalled parts; not found or failed says so. */
export function recallStatusText(row: BatchResult): string {
  if (row.status === 'not-found') return batchMessages.batchNotFound;
  if (row.status === 'failed') return row.message || batchMessages.batchFailed;
  const own = row.recalled ? (row.recallTime ? format(batchMessages.batchRecalled, { time: row.recallTime }) : batchMessages.batchRecalledNoTime) : '';
  const parts = row.recalledParts.length
    ? format(batchMessages.batchRecalledParts, {
        parts: row.recalledParts.map((p) => `${p.name ?? p.identifier}（${p.identifier}${p.recallTime ? `，${p.recallTime}` : ''}）`).join('、'),
      })
    : '';
  return [own, parts].filter(Boolean).join('；') || batchMessages.batchNotRecalled;
}

export const exportColumns = [batchMessages.batchColumnIdentifier, batchMessages.batchColumnName, batchMessages.batchColumnCompany, batchMessages.batchColumnRecall, batchMessages.batchColumnLink];

/** One row of cells, in the order of exportColumns. */
export function exportCells(row: BatchResult): string[] {
  return [row.identifier, row.name ?? '', row.company ?? '', recallStatusText(row), row.url ?? ''];
}

// What a spreadsheet skips before it looks for a formula: white space (no-break and ideographic spaces
// too), control characters, and the invisible ones (zero-width spaces and joiners, U+2060, the
// byte-order mark, the soft hyphen: Unicode's format and default-ignorable characters).
const unseenLead = /^[\s\p{Cc}\p{Cf}\p{Default_Ignorable_Code_Point}]*/u;

/**
 * A cell a spreadsheet must not run: company-entered text whose first visible character is = + - or @
 * would be a formula in Excel or LibreOffice, even behind ` `, `\n`, a no-break or a zero-width space
 * (issue 39), and one starting with a tab or a return is refused the same way (OWASP "CSV injection").
 * Such a cell gets a leading apostrophe, its own text kept exactly.
 */
export function inertCell(text: string): string {
  const visible = text.slice(unseenLead.exec(text)![0].length);
  return /^[\t\r]/.test(text) || /^[=+\-@]/.test(visible) ? `'${text}` : text;
}

const quoted = (text: string) => (/[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);

/** The CSV file: UTF-8 with a byte-order mark (so Excel reads the Chinese), CRLF line ends. */
export function batchCsv(rows: readonly BatchResult[]): string {
  const lines = [exportColumns, ...rows.map(exportCells)].map((cells) => cells.map((c) => quoted(inertCell(c))).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/** The exported file's name: 批量标识查询-20261125-1830.csv, Beijing time. */
export function exportFileName(extension: 'csv' | 'xlsx', at = new Date()): string {
  const beijing = new Date(at.getTime() + 8 * 3_600_000).toISOString();
  const stamp = `${beijing.slice(0, 10).replace(/-/g, '')}-${beijing.slice(11, 16).replace(':', '')}`;
  return `${batchMessages.batchTitle}-${stamp}.${extension}`;
}
