import { canRefill, reviewStage, stepState } from './status';

describe('prefix review status (000 §4)', () => {
  it('maps examineStatus to the stages, unknown counting as none', () => {
    expect([null, undefined, { examineStatus: null }, { examineStatus: -2 }].map((a) => reviewStage(a))).toEqual(['none', 'none', 'none', 'none']);
    expect([0, 1, 2, 3].map((s) => reviewStage({ examineStatus: s }))).toEqual(['review', 'review', 'approved', 'rejected']);
  });

  it('puts the 3-step bar where the spec says', () => {
    expect(stepState('none')).toEqual({ active: 0, failed: false });
    expect(stepState('review')).toEqual({ active: 1, failed: false });
    expect(stepState('approved')).toEqual({ active: 3, failed: false });
    expect(stepState('rejected')).toEqual({ active: 3, failed: true });
  });

  it('offers re-filling in review and after a rejection, never once approved', () => {
    expect((['none', 'review', 'approved', 'rejected'] as const).map(canRefill)).toEqual([false, true, false, true]);
  });
});
