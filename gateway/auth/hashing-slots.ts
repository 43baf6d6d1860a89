/**
 * A hash is a core's worth of time and, at the storage setting, 16 MiB (128 MiB for hashes of the former
 * setting until their owners log in, decision 0056). Twenty logins at once once took the process from 520
 * to 1,036 MB (issue 21); so at most this many hashes run together and the rest wait their turn, each in
 * arrival order. Two matches the cores of the machines we run on: more would not finish sooner.
 */
export const hashingSlots = 2;

let active = 0;
let peak = 0;
const waiting: (() => void)[] = [];

/** Runs `work` once a slot is free. */
export async function withHashingSlot<T>(work: () => Promise<T>): Promise<T> {
  if (active >= hashingSlots) await new Promise<void>((resolve) => waiting.push(resolve));
  else active += 1;
  peak = Math.max(peak, active);
  try {
    return await work();
  } finally {
    // The slot passes straight to the next in line, so a newcomer cannot overtake it.
    const next = waiting.shift();
    if (next) next();
    else active -= 1;
  }
}

/** For tests and logs: the most hashes that ran at once since the last reset. */
export function hashingPeak(reset = false): number {
  const value = peak;
  if (reset) peak = active;
  return value;
}
