import { appendFileSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openPushQueue } from './queue';

let folder: string;
let file: string;
beforeEach(() => {
  folder = mkdtempSync(path.join(os.tmpdir(), 'search-push-'));
  file = path.join(folder, 'search-push-3000.jsonl');
});
afterEach(() => rmSync(folder, { recursive: true, force: true }));

const both = ['baidu', 'indexnow'] as const;

describe('the push queue', () => {
  it('keeps a URL once per engine however often it changed before it went', () => {
    const queue = openPushQueue(file, both);
    queue.add(['https://s/a', 'https://s/b']);
    queue.add(['https://s/a']);
    queue.add(['https://s/a', 'https://s/c', 'https://s/c']);
    expect(queue.take('baidu', 10).urls).toEqual(['https://s/a', 'https://s/b', 'https://s/c']);
    expect(queue.waiting('indexnow')).toBe(3);
  });

  it('takes a pushed URL away, but keeps one that changed again while its push was on the way', () => {
    const queue = openPushQueue(file, both);
    queue.add(['https://s/a', 'https://s/b']);
    const taken = queue.take('indexnow', 10);
    queue.add(['https://s/b']);
    queue.done('indexnow', taken);
    expect(queue.take('indexnow', 10).urls).toEqual(['https://s/b']);
    // The other engine's queue is its own.
    expect(queue.waiting('baidu')).toBe(2);
    // Pushed, then changed again: it waits again.
    queue.done('indexnow', queue.take('indexnow', 10));
    queue.add(['https://s/a']);
    expect(queue.take('indexnow', 10).urls).toEqual(['https://s/a']);
  });

  it('is the same after a restart, and forgets an engine no longer configured', () => {
    const queue = openPushQueue(file, both);
    queue.add(['https://s/a', 'https://s/b', 'https://s/c']);
    queue.done('baidu', queue.take('baidu', 2));
    queue.hold('baidu', 1_800_000_000_000);
    queue.recordContent('indexnow', { 'https://s/news': '2024-06-01' });
    const taken = queue.take('indexnow', 1);

    const again = openPushQueue(file, both);
    expect(again.take('baidu', 10).urls).toEqual(['https://s/c']);
    expect(again.take('indexnow', 10).urls).toEqual(['https://s/a', 'https://s/b', 'https://s/c']);
    expect(again.heldUntil('baidu')).toBe(1_800_000_000_000);
    expect(again.content('indexnow').get('https://s/news')).toBe('2024-06-01');
    // Change numbers go on after a restart: a batch taken before it cannot take away a later change.
    again.add(['https://s/a']);
    again.done('indexnow', taken);
    expect(again.take('indexnow', 10).urls).toContain('https://s/a');

    const indexNowOnly = openPushQueue(file, ['indexnow']);
    expect(indexNowOnly.waiting('indexnow')).toBe(3);
    expect(openPushQueue(file, both).waiting('baidu')).toBe(0);
  });

  it('skips a last line cut short by a crash and keeps the rest', () => {
    const queue = openPushQueue(file, both);
    queue.add(['https://s/a']);
    appendFileSync(file, '{"t":"add","e":["baidu"],"s":9,"u":["https://s/b"');
    const again = openPushQueue(file, both);
    expect(again.skipped).toBe(1);
    expect(again.take('baidu', 10).urls).toEqual(['https://s/a']);
    // Opening rewrote the file whole: the cut line is gone.
    expect(readFileSync(file, 'utf8').split('\n').filter(Boolean).every((line) => JSON.parse(line))).toBe(true);
  });

  it('drops the oldest past its size, and says how many', () => {
    const dropped: number[] = [];
    const queue = openPushQueue(file, both, { maxPending: 3, onDropped: (_engine, count) => dropped.push(count) });
    queue.add(['https://s/1', 'https://s/2']);
    queue.add(['https://s/3', 'https://s/4', 'https://s/5']);
    expect(queue.take('baidu', 10).urls).toEqual(['https://s/3', 'https://s/4', 'https://s/5']);
    expect(dropped).toEqual([2, 2]);
    expect(openPushQueue(file, both, { maxPending: 3 }).take('indexnow', 10).urls).toEqual(['https://s/3', 'https://s/4', 'https://s/5']);
  });

  it('rewrites its file as the state alone once appends outweigh it', () => {
    const queue = openPushQueue(file, ['indexnow']);
    const urls = Array.from({ length: 5_000 }, (_, i) => `https://id.example.cn/product_scene/88.365.1/ITEM${i}`);
    for (let round = 0; round < 4; round++) {
      queue.add(urls);
      queue.done('indexnow', queue.take('indexnow', 10_000));
    }
    const grown = statSync(file).size;
    expect(grown).toBeGreaterThan(256 * 1024);
    queue.compactIfGrown();
    expect(statSync(file).size).toBeLessThan(100);
    expect(openPushQueue(file, ['indexnow']).waiting('indexnow')).toBe(0);
  });
});
