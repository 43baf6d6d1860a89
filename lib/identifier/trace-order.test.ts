import { isoTime, newestFirst } from './trace-order';

const step = (acceptTime: string, acceptStation = acceptTime) => ({ acceptTime, acceptStation });

describe('trace order', () => {
  it('puts the latest station first, by time', () => {
    const steps = [step('2025-09-27 02:15:48', 'b'), step('2025-09-26 18:42:31', 'a'), step('2025-09-28 15:48:22', 'c')];
    expect(newestFirst(steps).map((s) => s.acceptStation)).toEqual(['c', 'b', 'a']);
  });

  it('reverses the given order when a time cannot be read, and ties keep later entries first', () => {
    expect(newestFirst([step('昨天', 'a'), step('今天', 'b')]).map((s) => s.acceptStation)).toEqual(['b', 'a']);
    expect(newestFirst([step('2025-09-26', 'a'), step('2025-09-26', 'b')]).map((s) => s.acceptStation)).toEqual(['b', 'a']);
  });

  it('gives <time> a machine-readable value only for readable times', () => {
    expect(isoTime('2025-09-26 16:20:05')).toBe('2025-09-26T16:20:05');
    expect(isoTime('2025-09-26')).toBe('2025-09-26');
    expect(isoTime('昨天')).toBeUndefined();
  });
});
