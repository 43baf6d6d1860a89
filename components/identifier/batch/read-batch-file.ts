import { linesOfRows, parseCsv, type BatchLine } from '@/lib/identifier/batch-input';
import { BatchFileError } from './batch-file-error';
import { readXlsxInWorker, type XlsxWorkerOptions } from './read-xlsx-in-worker';

/** An uploaded file is read in the browser; a larger one is surely not a list of 500 identifiers. */
const maxBytes = 5 * 1024 * 1024;

export { BatchFileError };

const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** CSV saved by Excel on a Chinese Windows is GB18030 (GBK), not UTF-8: tried second. */
function decodeText(data: ArrayBuffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(data);
  } catch {
    return new TextDecoder('gb18030').decode(data);
  }
}

/** The lines of an uploaded CSV or XLSX: the first non-empty cell of each row, a header row skipped. */
export async function readBatchFile(file: File, xlsxWorker: XlsxWorkerOptions = {}): Promise<BatchLine[]> {
  if (file.size > maxBytes) throw new BatchFileError('tooLarge');
  const name = file.name.toLowerCase();
  try {
    if (name.endsWith('.xlsx') || file.type === xlsxType) {
      return linesOfRows(await readXlsxInWorker(await file.arrayBuffer(), xlsxWorker));
    }
    if (name.endsWith('.csv') || name.endsWith('.txt') || file.type.startsWith('text/')) {
      return linesOfRows(parseCsv(decodeText(await file.arrayBuffer())));
    }
  } catch (error) {
    // A refusal with its own reason (a file that unpacks too large, a parse too slow) keeps it.
    throw error instanceof BatchFileError ? error : new BatchFileError('unreadable');
  }
  throw new BatchFileError('unreadable');
}
