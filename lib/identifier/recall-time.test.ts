import { recallTimeText } from './recall-time';

describe('recallTimeText', () => {
  it('keeps Beijing wall-clock text as the gateway wrote it', () => {
    expect(recallTimeText('2025-11-18')).toBe('2025-11-18');
    expect(recallTimeText(' 2025-11-18 09:30:00 ')).toBe('2025-11-18 09:30:00');
  });

  it('writes an instant with a zone, or epoch milliseconds, in Beijing time', () => {
    expect(recallTimeText('2025-11-17T17:30:00Z')).toBe('2025-11-18 01:30');
    expect(recallTimeText('2025-11-18T09:30:00+08:00')).toBe('2025-11-18 09:30');
    expect(recallTimeText(String(Date.UTC(2025, 10, 17, 16, 0)))).toBe('2025-11-18 00:00');
  });

  it('shows other text as entered, and nothing for nothing', () => {
    expect(recallTimeText('2025年11月')).toBe('2025年11月');
    expect(recallTimeText('2025-13-45T99:99:00Z')).toBe('2025-13-45T99:99:00Z');
    expect(recallTimeText(null)).toBe('');
    expect(recallTimeText('')).toBe('');
  });
});
