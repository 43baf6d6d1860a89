import ExcelJS from 'exceljs';
import { zipSync } from 'fflate';
import type { XlsxWorkerMessage } from './read-xlsx-in-worker';

// The worker's own file, run in Node with the two globals a worker has: it says it started, then answers
// each file it is sent.
describe('the XLSX worker', () => {
  const scope = globalThis as unknown as Record<string, unknown>;
  const said: XlsxWorkerMessage[] = [];
  let send: (data: ArrayBuffer) => void = () => {};
  /** The worker's `count`th message, once it has posted it. */
  async function answer(count: number): Promise<XlsxWorkerMessage> {
    while (said.length < count) await new Promise((resolve) => setTimeout(resolve, 5));
    return said[count - 1];
  }

  beforeAll(async () => {
    scope.postMessage = (message: XlsxWorkerMessage) => said.push(message);
    scope.addEventListener = (_type: 'message', listener: (event: MessageEvent<ArrayBuffer>) => void) => (send = (data) => listener({ data } as MessageEvent<ArrayBuffer>));
    await import('./xlsx.worker');
  });
  afterAll(() => {
    delete scope.postMessage;
    delete scope.addEventListener;
  });

  it('says it started, then answers an XLSX with its rows, a zip bomb and what is no XLSX with why they are refused', async () => {
    expect(await answer(1)).toEqual({ started: true });

    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('标识').addRow(['88.365.1/DEMO0001']);
    send((await workbook.xlsx.writeBuffer()) as ArrayBuffer);
    expect(await answer(2)).toEqual({ rows: [['88.365.1/DEMO0001']] });

    send(zipSync({ 'xl/worksheets/sheet1.xml': new Uint8Array(40 * 1024 * 1024) }, { level: 9 }).slice().buffer);
    expect(await answer(3)).toEqual({ refusal: 'unpackedTooLarge' });

    send(new TextEncoder().encode('no zip').slice().buffer);
    expect(await answer(4)).toEqual({ refusal: 'unreadable' });
  });
});
