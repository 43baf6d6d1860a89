import { BatchFileError } from './batch-file-error';
import type { XlsxWorkerMessage } from './read-xlsx-in-worker';
import { readXlsx } from './xlsx';

// The XLSX parse off the page's thread: read-xlsx-in-worker.ts starts this file for one upload, sends the
// file's bytes once this has said it started, and stops it after the answer or when it is too slow.

const say = (message: XlsxWorkerMessage) => postMessage(message);

addEventListener('message', (event: MessageEvent<ArrayBuffer>) => {
  readXlsx(event.data).then(
    (rows) => say({ rows }),
    (error: unknown) => say({ refusal: error instanceof BatchFileError ? error.refusal : 'unreadable' }),
  );
});

say({ started: true });
