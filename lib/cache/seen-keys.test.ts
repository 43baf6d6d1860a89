import { seenKeys } from './seen-keys';

describe('seen keys', () => {
  it('knows a key again until its expiry, then takes it anew', () => {
    const seen = seenKeys({ max: 10 });
    expect(seen.firstSight('a', 1_000, 0)).toBe(true);
    expect(seen.firstSight('a', 1_000, 999)).toBe(false);
    expect(seen.firstSight('a', 2_000, 1_000)).toBe(true);
  });

  it('forgets expired keys as time passes and never holds more than its bound', () => {
    const seen = seenKeys({ max: 3 });
    for (const key of ['a', 'b', 'c']) seen.firstSight(key, 1_000, 0);
    seen.firstSight('d', 5_000, 0);
    expect(seen.size).toBe(3);
    // 'a' went first, to make room.
    expect(seen.firstSight('a', 5_000, 10)).toBe(true);
    seen.firstSight('e', 5_000, 1_000);
    expect(seen.size).toBe(3);
  });

  it('says whether a key is remembered without remembering it', () => {
    const seen = seenKeys({ max: 10 });
    expect(seen.has('a', 0)).toBe(false);
    expect(seen.size).toBe(0);
    seen.firstSight('a', 1_000, 0);
    expect(seen.has('a', 999)).toBe(true);
    expect(seen.has('a', 1_000)).toBe(false);
  });
});
