import { appendFileSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openKnownFileStore } from './file-store';
import { KnownRecorder } from './recorder';
import { storeBehaviour } from './store-behaviour';

// The known identifiers without Redis: a file of DATA_DIR, read back at start.

const folder = mkdtempSync(path.join(tmpdir(), 'known-identifiers-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));
let n = 0;
let last = '';

describe('the file store of known identifiers', () => {
  storeBehaviour(
    async () => openKnownFileStore((last = path.join(folder, `open-${++n}.jsonl`))),
    async () => openKnownFileStore(last),
  );

  it('survives a restart with what a recorder wrote: one line per flush, the same read repeated written once, a 404 removed', async () => {
    const file = path.join(folder, 'restart.jsonl');
    const store = openKnownFileStore(file);
    const recorder = new KnownRecorder({ store, flushMs: 60_000 });
    for (let i = 0; i < 1_000; i++) recorder.read('88.365.1/DEMO0001', { found: true, updateTime: '2026-01-15 10:32:08' });
    recorder.read('88.365.1/GONE0001', { found: true, updateTime: '2026-01-14 09:00:00' });
    await recorder.flush();
    const lines = () => readFileSync(file, 'utf8').trim().split('\n');
    expect(lines()).toHaveLength(1);
    for (let i = 0; i < 1_000; i++) recorder.read('88.365.1/DEMO0001', { found: true, updateTime: '2026-01-15 10:32:08' });
    await recorder.flush();
    expect(lines()).toHaveLength(1);
    recorder.read('88.365.1/GONE0001', { found: false });
    await recorder.flush();
    expect(lines()).toHaveLength(2);

    const again = openKnownFileStore(file);
    expect(await again.page({ limit: 10 })).toEqual([{ identifier: '88.365.1/DEMO0001', time: new Date('2026-01-15T02:32:08Z').getTime() }]);
    // Opening rewrites the file as the state alone.
    expect(lines()).toHaveLength(1);
  });

  it('replays the lines appended after the snapshot in order: removed, added again, new ones before old ones', async () => {
    const file = path.join(folder, 'replay.jsonl');
    const store = openKnownFileStore(file);
    await store.apply({ set: ['88.1/B', '88.1/D', '88.1/F'].map((identifier) => ({ identifier, time: 1_000 })), add: [], remove: [] });
    const restarted = openKnownFileStore(file);
    await restarted.apply({ set: [], add: [], remove: ['88.1/B', '88.1/D'] });
    await restarted.apply({ set: [{ identifier: '88.1/B', time: 2_000 }, { identifier: '88.1/A', time: 3_000 }, { identifier: '88.1/F', time: 4_000 }], add: [], remove: [] });
    await restarted.apply({ set: [{ identifier: '88.1/E', time: 5_000 }], add: [], remove: [] });
    expect((await openKnownFileStore(file).page({ limit: 10 })).map((r) => [r.identifier, r.time])).toEqual([
      ['88.1/A', 3_000],
      ['88.1/B', 2_000],
      ['88.1/E', 5_000],
      ['88.1/F', 4_000],
    ]);
  });

  it('skips a line cut short by a crash, and compacts the file once the appended lines outweigh it', async () => {
    const file = path.join(folder, 'compact.jsonl');
    const store = openKnownFileStore(file);
    await store.apply({ set: [{ identifier: '88.1/A', time: 1_000 }], add: [], remove: [] });
    appendFileSync(file, '{"t":"set","e":[["88.1/B",');
    const reopened = openKnownFileStore(file);
    expect(reopened.skipped).toBe(1);
    expect((await reopened.page({ limit: 10 })).map((r) => r.identifier)).toEqual(['88.1/A']);
    // 400 KB of changes to one identifier's time: compacted back to one line each time past 256 KB.
    for (let i = 0; i < 20_000; i++) await reopened.apply({ set: [{ identifier: '88.1/A', time: 2_000 + i }], add: [], remove: [] });
    expect(statSync(file).size).toBeLessThan(300 * 1024);
    expect(await openKnownFileStore(file).page({ limit: 10 })).toEqual([{ identifier: '88.1/A', time: 2_000 + 19_999 }]);
  });

  it('refuses new identifiers past its cap and says how many, keeping the times of those it holds', async () => {
    const refused: number[] = [];
    const store = openKnownFileStore(path.join(folder, 'cap.jsonl'), { maxIdentifiers: 2, onFull: (count) => refused.push(count) });
    await store.apply({ set: [1, 2, 3].map((i) => ({ identifier: `88.1/${i}`, time: i })), add: [{ identifier: '88.1/4', time: 4 }], remove: [] });
    expect(refused).toEqual([2]);
    await store.apply({ set: [{ identifier: '88.1/1', time: 10 }], add: [], remove: ['88.1/2'] });
    await store.apply({ set: [{ identifier: '88.1/5', time: 5 }], add: [], remove: [] });
    expect(await store.page({ limit: 10 })).toEqual([
      { identifier: '88.1/1', time: 10 },
      { identifier: '88.1/5', time: 5 },
    ]);
  });
});
