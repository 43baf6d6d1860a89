import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openKnownFileStore } from './file-store';
import { KnownRecorder, type ReadOutcome } from './recorder';
import type { KnownBatch } from './store';

// What the portal hears of identifiers, written to a real (file) store: batched, once per change, with
// bounded memory; a told identifier read back before it is listed.

const folder = mkdtempSync(path.join(tmpdir(), 'known-recorder-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));
let n = 0;

function recorded(options: Partial<ConstructorParameters<typeof KnownRecorder>[0]> = {}) {
  const store = openKnownFileStore(path.join(folder, `r-${++n}.jsonl`));
  const batches: KnownBatch[] = [];
  const counted = { ...store, apply: (batch: KnownBatch) => (batches.push(batch), store.apply(batch)) };
  let clock = Date.parse('2026-03-01T00:00:00Z');
  const recorder = new KnownRecorder({ store: counted, flushMs: 60_000, now: () => clock, ...options });
  const listed = async () => Object.fromEntries((await store.page({ limit: 100 })).map((r) => [r.identifier, new Date(r.time).toISOString()]));
  return { recorder, batches, listed, advance: (ms: number) => (clock += ms) };
}

describe('the recorder of known identifiers', () => {
  it("dates a resolved identifier by its detail's update time, or by when it was first seen; a 404 removes it", async () => {
    const { recorder, listed, advance } = recorded();
    recorder.read('88.1/DATED', { found: true, updateTime: '2026-01-15 10:32:08' });
    recorder.read('88.1/UNDATED', { found: true, updateTime: null });
    await recorder.flush();
    advance(60_000);
    // Seen again without a time: keeps the first sighting.
    recorder.read('88.1/UNDATED', { found: true });
    await recorder.flush();
    expect(await listed()).toEqual({ '88.1/DATED': '2026-01-15T02:32:08.000Z', '88.1/UNDATED': '2026-03-01T00:00:00.000Z' });
    recorder.read('88.1/DATED', { found: true, updateTime: '2026-02-01 00:00:00' });
    recorder.read('88.1/UNDATED', { found: false });
    await recorder.flush();
    expect(await listed()).toEqual({ '88.1/DATED': '2026-01-31T16:00:00.000Z' });
  });

  it('lists under the canonical identifier the detail names, and never one whose page would answer 404', async () => {
    const { recorder, listed } = recorded();
    recorder.read('88.1/demo', { found: true, identifier: '88.1/DEMO', updateTime: '2026-01-15 10:32:08' });
    for (const bad of ['88.1/A B', '88.1/A/', 'no-prefix']) recorder.read(bad, { found: true, updateTime: '2026-01-15 10:32:08' });
    recorder.told(['88.1//A']);
    await recorder.settle();
    expect(Object.keys(await listed())).toEqual(['88.1/DEMO']);
  });

  it('writes a batch per flush, each identifier once, and nothing for reads it already wrote', async () => {
    const { recorder, batches } = recorded();
    for (let i = 0; i < 3; i++) for (const id of ['88.1/A', '88.1/B']) recorder.read(id, { found: true, updateTime: '2026-01-15 10:32:08' });
    await recorder.flush();
    for (let i = 0; i < 3; i++) recorder.read('88.1/A', { found: true, updateTime: '2026-01-15 10:32:08' });
    recorder.read('88.1/NONE', { found: false });
    recorder.read('88.1/NONE', { found: false });
    await recorder.flush();
    await recorder.flush();
    expect(batches.map((b) => [b.set.length, b.add.length, b.remove.length])).toEqual([
      [2, 0, 0],
      [0, 0, 1],
    ]);
  });

  it('holds a bounded number of changes: past it they are dropped and counted', async () => {
    let dropped = 0;
    const { recorder, batches } = recorded({ batchLimit: 1_000_000, maxPending: 100, onDropped: (count) => (dropped += count) });
    for (let i = 0; i < 150; i++) recorder.read(`88.1/N${i}`, { found: true, updateTime: '2026-01-15 10:32:08' });
    expect(dropped).toBe(50);
    await recorder.flush();
    expect(batches[0].set).toHaveLength(100);
  });

  it('reads a told identifier back: listed with its update time if it resolves, removed if it answers 404, listed as told if the gateway cannot say', async () => {
    const answers: Record<string, ReadOutcome> = {
      '88.1/CHANGED': { found: true, updateTime: '2026-02-28 08:00:00' },
      '88.1/DELETED': { found: false },
    };
    const asked: string[] = [];
    const { recorder, listed } = recorded({
      confirm: async (identifier) => {
        asked.push(identifier);
        if (identifier === '88.1/DOWN') throw new Error('gateway down');
        return answers[identifier];
      },
    });
    recorder.read('88.1/DELETED', { found: true, updateTime: '2026-01-01 00:00:00' });
    await recorder.flush();
    recorder.told(['88.1/CHANGED', '88.1/DELETED', '88.1/DOWN']);
    await recorder.settle();
    expect(asked).toEqual(['88.1/CHANGED', '88.1/DELETED', '88.1/DOWN']);
    expect(await listed()).toEqual({ '88.1/CHANGED': '2026-02-28T00:00:00.000Z', '88.1/DOWN': '2026-03-01T00:00:00.000Z' });
  });

  it('lists told identifiers past its read-back queue with the time they were told', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const { recorder, listed } = recorded({ maxConfirming: 1, confirmConcurrency: 1, confirm: async () => (await held, { found: true, updateTime: '2026-02-28 08:00:00' }) });
    recorder.told(['88.1/A', '88.1/B', '88.1/C']);
    release();
    await recorder.settle();
    // A is being read, B waits its turn, C found the queue full.
    expect(await listed()).toEqual({ '88.1/A': '2026-02-28T00:00:00.000Z', '88.1/B': '2026-02-28T00:00:00.000Z', '88.1/C': '2026-03-01T00:00:00.000Z' });
  });

  it('records nothing while the gateway answers the sitemap calls itself', async () => {
    let answers = true;
    const { recorder, batches } = recorded({ enabled: () => !answers });
    recorder.read('88.1/A', { found: true, updateTime: '2026-01-15 10:32:08' });
    recorder.told(['88.1/B']);
    await recorder.settle();
    expect(batches).toEqual([]);
    answers = false;
    recorder.read('88.1/A', { found: true, updateTime: '2026-01-15 10:32:08' });
    await recorder.settle();
    expect(batches).toHaveLength(1);
  });
});
