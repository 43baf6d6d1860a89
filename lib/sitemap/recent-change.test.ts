import { noteIdentifierChange, recentIdentifierChange } from './recent-change';

describe('the last identifier change this portal heard of', () => {
  it('is told within its window and forgotten after', () => {
    noteIdentifierChange(1_000_000);
    expect(recentIdentifierChange(600_000, 1_000_000 + 600_000)).toEqual(new Date(1_000_000));
    expect(recentIdentifierChange(600_000, 1_000_000 + 600_001)).toBeUndefined();
  });
});
