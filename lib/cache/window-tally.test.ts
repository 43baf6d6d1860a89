import { windowTally } from './window-tally';

describe('window tally', () => {
  it('counts each key within its window and starts again in the next', () => {
    const tally = windowTally({ windowMs: 60_000 });
    for (let i = 0; i < 3; i++) tally.at('a', 1_000).add();
    tally.at('b', 2_000).add();
    expect(tally.at('a', 59_999).count).toBe(3);
    expect(tally.at('b', 59_999).count).toBe(1);
    expect(tally.at('c', 59_999).count).toBe(0);
    expect(tally.at('a', 60_000).count).toBe(0);
  });

  it('never reads a key low, however many others crowd its small memory', () => {
    const tally = windowTally({ windowMs: 60_000, width: 64, depth: 4 });
    for (let i = 0; i < 40; i++) tally.at('target', 0).add();
    for (let i = 0; i < 10_000; i++) tally.at(`other ${i}`, 0).add();
    expect(tally.at('target', 0).count).toBeGreaterThanOrEqual(40);
  });

  it('reads close to the truth at its real size under a flood of other keys', () => {
    const tally = windowTally({ windowMs: 60_000 });
    for (let i = 0; i < 100_000; i++) tally.at(`10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`, 0).add();
    for (let i = 0; i < 5; i++) tally.at('203.0.113.9', 0).add();
    // 100,000 keys over 65,536 counters a row: what another key adds is a count or two at most.
    expect(tally.at('203.0.113.9', 0).count).toBeLessThan(8);
  });
});
