import { createHash } from 'node:crypto';

/**
 * How many times each key was counted in the current window (fixed windows aligned to the clock, one for
 * all keys), in fixed memory however many keys arrive: a count-min sketch, `depth` rows of `width`
 * counters. A key that shares its counters with others may read high, never low, so a limit read from it
 * bites early under a flood, never late. A bounded map would forget its oldest keys instead, and a
 * flood of other keys could then wipe the count of the one it is after.
 */
export function windowTally({ windowMs, width = 1 << 16, depth = 4 }: { windowMs: number; width?: number; depth?: number }) {
  // 4 rows of 65,536 take 1 MB; a sha256 digest has bits for 8.
  const counters = new Uint32Array(width * depth);
  let window = Number.NaN;
  const roll = (nowMs: number) => {
    const current = Math.floor(nowMs / windowMs);
    if (current === window) return;
    counters.fill(0);
    window = current;
  };
  return {
    /** The key's count in the window of `nowMs`, and the way to add one to it. */
    at(key: string, nowMs: number) {
      roll(nowMs);
      const digest = createHash('sha256').update(key).digest();
      const cells = Array.from({ length: depth }, (_, row) => row * width + (digest.readUInt32LE(row * 4) % width));
      const count = Math.min(...cells.map((cell) => counters[cell]));
      return {
        count,
        add() {
          // Only the counters at the key's least move (conservative update): the others already read high.
          for (const cell of cells) if (counters[cell] === count) counters[cell] = count + 1;
        },
      };
    },
  };
}
