import { messages } from '@/core/messages';
import { completeDay, dayInputProblem, maskDay } from './day';

// A day typed as text, the same YYYY-MM-DD in every browser (issue 39: a native date input shows the
// browser's locale, 01/05/2026 in an English one).

describe('maskDay, as a person types', () => {
  it('puts the hyphens in while digits are typed, so a phone’s number pad is enough', () => {
    const typed = [...'20260105'].reduce<string[]>((seen, digit) => [...seen, maskDay(`${seen.at(-1) ?? ''}${digit}`)], []);
    expect(typed).toEqual(['2', '20', '202', '2026', '2026-0', '2026-01', '2026-01-0', '2026-01-05']);
    expect(maskDay('20260105')).toBe('2026-01-05');
  });

  it('keeps the hyphens a person types, and lets them be deleted', () => {
    expect(maskDay('2026-')).toBe('2026-');
    expect(maskDay('2026-1-')).toBe('2026-1-');
    expect(maskDay('2026-1-5')).toBe('2026-1-5');
    expect(maskDay('2026-0')).toBe('2026-0');
    expect(maskDay('2026')).toBe('2026');
    expect(maskDay('')).toBe('');
  });

  it('reads slashes, dots and the Chinese date words as hyphens and drops other characters', () => {
    expect(maskDay('2026/01/05')).toBe('2026-01-05');
    expect(maskDay('2026.1.5')).toBe('2026-1-5');
    expect(maskDay('2026年1月5日')).toBe('2026-1-5');
    expect(maskDay('2026-01-05x')).toBe('2026-01-05');
    expect(maskDay('2026--01')).toBe('2026-01');
  });

  it('stops at a whole day', () => {
    expect(maskDay('2026-01-051')).toBe('2026-01-05');
    expect(maskDay('2026010512')).toBe('2026-01-05');
  });
});

describe('completeDay, when the person leaves the field', () => {
  it('writes a real day out in full', () => {
    expect(completeDay('2026-1-5')).toBe('2026-01-05');
    expect(completeDay('2026-01-05')).toBe('2026-01-05');
  });

  it('keeps what was typed when it is not a real day', () => {
    expect(completeDay('2026-2-30')).toBe('2026-2-30');
    expect(completeDay('2026-13')).toBe('2026-13');
    expect(completeDay('')).toBe('');
  });
});

describe('dayInputProblem', () => {
  it('names a typed text that is not a real day, and nothing for a day or an empty field', () => {
    expect(dayInputProblem('2026-02-30')).toBe(messages.dayInvalid);
    expect(dayInputProblem('2026-1')).toBe(messages.dayInvalid);
    expect(dayInputProblem('2026-01-05')).toBeNull();
    expect(dayInputProblem('')).toBeNull();
  });
});
