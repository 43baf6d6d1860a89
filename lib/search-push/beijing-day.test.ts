import { nextBeijingMidnight } from './beijing-day';

describe('the next Beijing midnight', () => {
  it('is 16:00 UTC of the Beijing day that follows', () => {
    // 23:59 in Beijing on 1 March is 15:59 UTC: midnight comes a minute later.
    expect(new Date(nextBeijingMidnight(Date.UTC(2026, 2, 1, 15, 59))).toISOString()).toBe('2026-03-01T16:00:00.000Z');
    // 00:30 in Beijing on 2 March is still 1 March in UTC: the next midnight is a day away.
    expect(new Date(nextBeijingMidnight(Date.UTC(2026, 2, 1, 16, 30))).toISOString()).toBe('2026-03-02T16:00:00.000Z');
    expect(new Date(nextBeijingMidnight(Date.UTC(2026, 2, 1, 16, 0))).toISOString()).toBe('2026-03-02T16:00:00.000Z');
    expect(new Date(nextBeijingMidnight(Date.UTC(2026, 2, 1, 8, 0))).toISOString()).toBe('2026-03-01T16:00:00.000Z');
  });
});
