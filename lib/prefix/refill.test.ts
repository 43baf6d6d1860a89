import { refillRequested, withRefill } from './refill';

describe('re-filling in the address (issue 39 item 8)', () => {
  it('reads ?refill=1 only', () => {
    expect(refillRequested({ refill: '1' })).toBe(true);
    expect([{}, { refill: '0' }, { refill: ['1', '1'] }, { refill: undefined }].map(refillRequested)).toEqual([false, false, false, false]);
  });

  it('puts the mark in and takes it out, keeping the rest of the address', () => {
    expect(withRefill('https://portal.example.cn/identification/apply', true)).toBe('/identification/apply?refill=1');
    expect(withRefill('https://portal.example.cn/identification/apply?refill=1', true)).toBe('/identification/apply?refill=1');
    expect(withRefill('https://portal.example.cn/identification/apply?refill=1&from=home#notes', false)).toBe('/identification/apply?from=home#notes');
    expect(withRefill('https://portal.example.cn/identification/apply', false)).toBe('/identification/apply');
  });
});
