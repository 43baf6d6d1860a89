import { BatchFileError, type BatchFileRefusal } from './batch-file-error';

// exceljs parses an XLSX in one go: a hostile file (a zip bomb whose directory lies about its sizes) or
// only a large one held the page's thread for seconds, the tab frozen (issue 39 item 7). It runs in a
// worker of its own, which is stopped, and the file refused, when it takes longer than a person waits.

/** What the worker posts: once that it has started, then the first sheet's rows or why the file is refused. */
export type XlsxWorkerMessage = { started: true } | { rows: string[][] } | { refusal: BatchFileRefusal };

/** The part of a Worker used here, so that a test can hand in a fake. */
export interface XlsxWorker {
  onmessage: ((event: MessageEvent<XlsxWorkerMessage>) => void) | null;
  onerror: ((event: ErrorEvent) => void) | null;
  postMessage(data: ArrayBuffer, transfer: Transferable[]): void;
  terminate(): void;
}

export interface XlsxWorkerOptions {
  /** Starts the worker; may throw where the browser has no workers. */
  createWorker?: () => XlsxWorker;
  /** How long the worker has to answer, in milliseconds from its start (its script's loading included), before it is stopped and the file refused. */
  timeLimit?: number;
  /** The parse on the page's thread, for a browser where the worker does not start. */
  readHere?: (data: ArrayBuffer) => Promise<string[][]>;
}

/**
 * A list of 5,000 identifiers parses in well under a second. The limit stops a worker that does not
 * answer; what it may read is already bounded (30 MB unpacked, xlsx-size.ts; 5,000 rows, xlsx-rows.ts), and
 * the page stays usable meanwhile. A file of 5,000 rows can still fill the 30 MB with columns, and exceljs
 * reads all of them: 20 s leaves a slow device room where 10 s refused honest files on a busy 2-core machine.
 */
export const xlsxTimeLimit = 20_000;

// Turbopack bundles the worker from this exact form (and creates it classic, loading its chunks itself).
const startXlsxWorker = () => new Worker(new URL('./xlsx.worker.ts', import.meta.url), { type: 'module' });

async function readXlsxHere(data: ArrayBuffer): Promise<string[][]> {
  const { readXlsx } = await import('./xlsx');
  return readXlsx(data);
}

/**
 * The first sheet's rows, parsed in a worker. The file is refused when the worker refuses it, fails after
 * starting or has not answered within `timeLimit`; a worker that cannot start leaves the parse to this
 * thread, with the same checks, as before workers.
 */
export function readXlsxInWorker(data: ArrayBuffer, { createWorker = startXlsxWorker, timeLimit = xlsxTimeLimit, readHere = readXlsxHere }: XlsxWorkerOptions = {}): Promise<string[][]> {
  let worker: XlsxWorker;
  try {
    worker = createWorker();
  } catch {
    return readHere(data);
  }
  return new Promise((resolve, reject) => {
    let started = false;
    let settled = false;
    const settle = (then: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      worker.terminate();
      then();
    };
    const refuse = (refusal: BatchFileRefusal) => settle(() => reject(new BatchFileError(refusal)));
    const timer = setTimeout(() => refuse('tooSlow'), timeLimit);
    worker.onmessage = ({ data: message }) => {
      if (settled) return;
      if ('rows' in message) settle(() => resolve(message.rows));
      else if ('refusal' in message) refuse(message.refusal);
      else if (!started) {
        started = true;
        // Handed over, not copied; kept until now so that a worker failing to load leaves it to readHere.
        worker.postMessage(data, [data]);
      }
    };
    worker.onerror = (event) => {
      // Reported here; the page's console need not call it uncaught.
      event.preventDefault();
      // Before it has started, the worker's script did not load (an old browser, a blocked file).
      if (started) refuse('unreadable');
      else settle(() => readHere(data).then(resolve, reject));
    };
  });
}
