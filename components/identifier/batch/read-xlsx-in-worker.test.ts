import ExcelJS from 'exceljs';
import { zipSync } from 'fflate';
import { messages } from '@/core/messages';
import { readBatchFile } from './read-batch-file';
import { readXlsxInWorker, xlsxTimeLimit, type XlsxWorker, type XlsxWorkerMessage } from './read-xlsx-in-worker';

/** A worker that says it started and then answers (or not) as the test tells it. */
class FakeWorker implements XlsxWorker {
  onmessage: XlsxWorker['onmessage'] = null;
  onerror: XlsxWorker['onerror'] = null;
  received: ArrayBuffer[] = [];
  terminated = false;

  constructor(private readonly answer?: (data: ArrayBuffer) => XlsxWorkerMessage | 'error') {
    void Promise.resolve().then(() => this.say({ started: true }));
  }

  say(message: XlsxWorkerMessage) {
    this.onmessage?.({ data: message } as MessageEvent<XlsxWorkerMessage>);
  }

  fail() {
    // A script that fails to load is reported with a plain Event, not an ErrorEvent.
    this.onerror?.(new Event('error', { cancelable: true }) as ErrorEvent);
  }

  postMessage(data: ArrayBuffer) {
    this.received.push(data);
    const answer = this.answer?.(data);
    if (answer) void Promise.resolve().then(() => (answer === 'error' ? this.fail() : this.say(answer)));
  }

  terminate() {
    this.terminated = true;
  }
}

function workerOf(answer?: (data: ArrayBuffer) => XlsxWorkerMessage | 'error') {
  const made: FakeWorker[] = [];
  const createWorker = () => {
    const worker = new FakeWorker(answer);
    made.push(worker);
    return worker;
  };
  return { made, createWorker };
}

const xlsxFile = (bytes: BlobPart, name = 'ids.xlsx') => new File([bytes], name, { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });

async function workbookOf(...identifiers: string[]): Promise<ArrayBuffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('标识');
  for (const id of identifiers) sheet.addRow([id]);
  return (await workbook.xlsx.writeBuffer()) as ArrayBuffer;
}

describe('an uploaded XLSX, parsed in a worker', () => {
  afterEach(() => jest.useRealTimers());

  it('turns the rows the worker answers into lines, the header row skipped, and stops the worker', async () => {
    const { made, createWorker } = workerOf(() => ({ rows: [['标识'], ['88.365.1/DEMO0001'], [], ['', '88.365.1/KIT00001']] }));
    // No XLSX at all: only the worker reads the bytes, the page's thread does not.
    const lines = await readBatchFile(xlsxFile('not a zip'), { createWorker });
    expect(lines).toEqual([
      { line: 2, text: '88.365.1/DEMO0001' },
      { line: 3, text: '' },
      { line: 4, text: '88.365.1/KIT00001' },
    ]);
    expect(new TextDecoder().decode(made[0].received[0])).toBe('not a zip');
    expect(made[0].terminated).toBe(true);
  });

  it('refuses the file when the worker has not answered in time, and stops the worker', async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask', 'setImmediate'] });
    const { made, createWorker } = workerOf();
    let outcome: unknown = 'pending';
    const reading = readBatchFile(xlsxFile(await workbookOf('88.365.1/DEMO0001')), { createWorker }).catch((error: unknown) => (outcome = error));
    await jest.advanceTimersByTimeAsync(xlsxTimeLimit - 1);
    expect(made[0].received).toHaveLength(1);
    expect(outcome).toBe('pending');
    expect(made[0].terminated).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    await reading;
    expect(outcome).toEqual(new Error(messages.batchFileTooSlow));
    expect(made[0].terminated).toBe(true);
  });

  it('gives the reason the worker refused the file with, and any failure of a started worker as unreadable', async () => {
    const refusing = workerOf(() => ({ refusal: 'unpackedTooLarge' }));
    await expect(readBatchFile(xlsxFile('bomb'), refusing)).rejects.toThrow(messages.batchFileUnpackedTooLarge);
    expect(refusing.made[0].terminated).toBe(true);

    const failing = workerOf(() => 'error');
    await expect(readBatchFile(xlsxFile(await workbookOf('88.365.1/DEMO0001')), failing)).rejects.toThrow(messages.batchFileUnreadable);
    expect(failing.made[0].terminated).toBe(true);
  });

  it('parses on the page’s thread, with its checks, where no worker can be made', async () => {
    const createWorker = () => {
      throw new TypeError('Module scripts are not supported on DedicatedWorker yet');
    };
    expect(await readBatchFile(xlsxFile(await workbookOf('标识', '88.365.1/DEMO0001')), { createWorker })).toEqual([{ line: 2, text: '88.365.1/DEMO0001' }]);
    const bomb = zipSync({ '[Content_Types].xml': new Uint8Array(10), 'xl/worksheets/sheet1.xml': new Uint8Array(40 * 1024 * 1024) }, { level: 9 });
    await expect(readBatchFile(xlsxFile(bomb), { createWorker })).rejects.toThrow(messages.batchFileUnpackedTooLarge);
  });

  it('parses on the page’s thread when the worker fails before it has started (its script did not load)', async () => {
    const worker = new FakeWorker();
    let readHereGot: ArrayBuffer | undefined;
    const readHere = async (data: ArrayBuffer) => ((readHereGot = data), [['88.365.1/DEMO0001']]);
    const reading = readXlsxInWorker(new ArrayBuffer(8), { createWorker: () => worker, readHere });
    worker.fail();
    expect(await reading).toEqual([['88.365.1/DEMO0001']]);
    // The bytes were not handed to a worker that never started, so this thread still has them.
    expect(readHereGot?.byteLength).toBe(8);
    expect(worker.received).toEqual([]);
    expect(worker.terminated).toBe(true);
  });
});
