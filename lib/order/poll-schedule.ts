/** 001 §4, §9: the wallet QR result is checked every 2 s, and every 5 s once 10 checks have been made. */
export const pollFastMs = 2_000;
export const pollSlowMs = 5_000;
export const fastChecks = 10;

/** The wait before the next check, given how many checks have been made. */
export function nextPollDelay(checksMade: number): number {
  return checksMade < fastChecks ? pollFastMs : pollSlowMs;
}
