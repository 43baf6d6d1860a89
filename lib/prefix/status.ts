import type { CompanyPrefixApplication } from '@/core/contract';

/**
 * 000 §4 prefix review status, ordered: none, then 0 platform review and 1 top-level review (both "in
 * review"), 2 approved, 3 rejected. Anything else a gateway may send (-2 unknown) counts as none.
 */
export type ReviewStage = 'none' | 'review' | 'approved' | 'rejected';

export function reviewStage(application: Pick<CompanyPrefixApplication, 'examineStatus'> | null | undefined): ReviewStage {
  switch (application?.examineStatus) {
    case 0:
    case 1:
      return 'review';
    case 2:
      return 'approved';
    case 3:
      return 'rejected';
    default:
      return 'none';
  }
}

/** The 3-step bar: which step is active and whether the last one failed. */
export function stepState(stage: ReviewStage): { active: number; failed: boolean } {
  if (stage === 'none') return { active: 0, failed: false };
  if (stage === 'review') return { active: 1, failed: false };
  return { active: 3, failed: stage === 'rejected' };
}

/** Re-filling is offered while in review and after a rejection; an approved prefix is final. */
export const canRefill = (stage: ReviewStage) => stage === 'review' || stage === 'rejected';
