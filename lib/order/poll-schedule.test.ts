import { nextPollDelay } from './poll-schedule';

describe('QR result polling', () => {
  it('waits 2 s for the first 10 checks, then 5 s', () => {
    const delays = Array.from({ length: 13 }, (_, i) => nextPollDelay(i));
    expect(delays).toEqual([2000, 2000, 2000, 2000, 2000, 2000, 2000, 2000, 2000, 2000, 5000, 5000, 5000]);
  });
});
