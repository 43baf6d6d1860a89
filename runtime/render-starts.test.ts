import { renderStarts } from './render-starts.cjs';

function clocked() {
  let time = 1_000_000;
  const starts = renderStarts({ limit: 3, maxAgeMs: 60_000, now: () => time });
  return { starts, at: (t: number) => (time = t) };
}

describe('renderStarts', () => {
  it('dates a write by the read that found nothing, not by the write', () => {
    const { starts, at } = clocked();
    at(1_000);
    starts.read('/product_scene/88.1/A', null);
    at(4_000);
    expect(starts.written('/product_scene/88.1/A')).toBe(1_000);
  });

  it('dates it by the read that found the entry past its window, as Next renders it again then', () => {
    const { starts, at } = clocked();
    at(40_000);
    starts.read('page', 30_000);
    at(40_500);
    expect(starts.written('page')).toBe(40_000);
  });

  it('a read of a fresh entry begins nothing: a later write is dated by itself', () => {
    const { starts, at } = clocked();
    at(10_000);
    starts.read('page', 30_000);
    starts.read('other', Infinity);
    at(35_000);
    expect(starts.written('page')).toBe(35_000);
    expect(starts.written('other')).toBe(35_000);
  });

  it('keeps the first of several reads before the write, and forgets it once written', () => {
    const { starts, at } = clocked();
    at(1_000);
    starts.read('page', null);
    at(1_200);
    starts.read('page', null);
    at(2_000);
    expect(starts.written('page')).toBe(1_000);
    at(3_000);
    expect(starts.written('page')).toBe(3_000);
  });

  it('a read older than the longest render began none still running', () => {
    const { starts, at } = clocked();
    at(1_000);
    starts.read('page', null);
    at(100_000);
    expect(starts.written('page')).toBe(100_000);
    // And a new read after a long-forgotten one counts from itself.
    at(200_000);
    starts.read('again', null);
    at(300_000);
    starts.read('again', null);
    at(300_400);
    expect(starts.written('again')).toBe(300_000);
  });

  it('remembers a bounded number of keys: reads that lead to no write cannot grow it', () => {
    const { starts, at } = clocked();
    at(1_000);
    for (const key of ['a', 'b', 'c', 'd']) starts.read(key, null);
    at(2_000);
    expect(starts.written('a')).toBe(2_000);
    expect(starts.written('d')).toBe(1_000);
  });
});
